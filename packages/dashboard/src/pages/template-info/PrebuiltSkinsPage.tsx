import { useId } from 'react';
import { PageHeader, skins, useTranslation, type Skin } from '@atrium/ui';
import styled, { useTheme } from 'styled-components';
import { Lead } from './InfoTable.styles';
import { SkinPreview } from './SkinPreview';

const Intro = styled(Lead)`
  margin-block-end: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onBackground};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const CardHeader = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const BetaTag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onInfo};
  background: ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const SkinKey = styled.code`
  display: block;
  font-family: ${({ theme }) => theme.typography.mono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CardBody = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

const CurrentSkin = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

function SkinCard({ skin }: { skin: Skin }) {
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          {/* A skin's name is a product name, the same in every language. */}
          <CardTitle id={titleId} translate="no">
            {skin.label}
          </CardTitle>
          {skin.beta && <BetaTag>{t('beta')}</BetaTag>}
        </TitleRow>
        <SkinKey>{skin.name}</SkinKey>
      </CardHeader>
      <CardBody>
        <SkinPreview skin={skin} />
      </CardBody>
    </Card>
  );
}

/** Every prebuilt skin, each drawn live in its own tokens, with its label, beta flag and settings key. */
export default function PrebuiltSkinsPage() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Prebuilt Skins')}
        subtitle={t('{count} skins, drawn live', { count: skins.length })}
        aside={
          <CurrentSkin>
            {t('Current skin:')} <strong translate="no">{theme.skin.label}</strong>
          </CurrentSkin>
        }
      />
      <Intro>
        {t(
          'Each preview is drawn with its skin’s own colours, so it shows exactly what the frame and widgets look like. Pick a skin in the layout settings panel; it is saved with the other settings under its key.',
        )}
      </Intro>
      <Grid>
        {skins.map((skin) => (
          <li key={skin.name}>
            <SkinCard skin={skin} />
          </li>
        ))}
      </Grid>
    </>
  );
}
