import { PageHeader, useTranslation } from '@atrium/ui';
import styled from 'styled-components';
import { Lead } from './InfoTable.styles';
import { LayoutMiniature } from './LayoutMiniature';
import { layoutOptions } from './layoutOptions';

const Intro = styled(Lead)`
  margin-block-end: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onBackground};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(210px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The layout options users can combine, each drawn as a live miniature of the frame in the current skin. */
export default function AppLayoutsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('App Layouts')} subtitle={t('Options you can combine')} />
      <Intro>
        {t(
          'Switch these on in the layout settings panel; most of them combine. In each miniature the outlined part is the one that stays in place.',
        )}
      </Intro>
      <Grid>
        {layoutOptions.map((option) => (
          <Card key={option.name}>
            <LayoutMiniature {...option.miniature} />
            <CardTitle>{t(option.name)}</CardTitle>
            <CardText>{t(option.description)}</CardText>
          </Card>
        ))}
      </Grid>
    </>
  );
}
