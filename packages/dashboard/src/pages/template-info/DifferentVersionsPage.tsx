import { PageHeader, useTranslation } from '@atrium/ui';
import { VisuallyHidden } from 'react-aria';
import styled from 'styled-components';
import { ContentPanel } from '../misc/ContentPanel';
import { InfoTable, Lead } from './InfoTable.styles';
import { ScrollableTable } from '../misc/ScrollableTable';
import { features, versions, type Availability } from './versions';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const CardText = styled.p`
  flex: 1;
  margin: 0;
`;

const Command = styled.code`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-family: ${({ theme }) => theme.typography.mono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Mark = styled.svg<{ $isIncluded: boolean }>`
  width: 14px;
  height: 14px;
  vertical-align: -2px;
  color: ${({ theme, $isIncluded }) => ($isIncluded ? theme.colors.success : theme.colors.borderStrong)};
`;

// Shape, not only colour, tells a tick from a dash; the words are there for screen readers.
const tick = 'M5.6 10.6 2.4 7.4 1 8.8l4.6 4.6L15 4l-1.4-1.4z';
const dash = 'M3 7h10v2H3z';

function AvailabilityCell({ value }: { value: Availability }) {
  const { t } = useTranslation();
  if (typeof value === 'string') return <td>{t(value)}</td>;
  return (
    <td>
      <Mark $isIncluded={value} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d={value ? tick : dash} />
      </Mark>
      <VisuallyHidden>{value ? t('Included') : t('Not included')}</VisuallyHidden>
    </td>
  );
}

/** Compares what Atrium ships: the two packages, the demo application and Storybook. */
export default function DifferentVersionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Different Versions')} subtitle={t('What Atrium ships')} />
      <Cards>
        {versions.map((version) => (
          <Card key={version.name}>
            <CardTitle>{t(version.name)}</CardTitle>
            <CardText>{t(version.summary)}</CardText>
            <Command>{version.getIt}</Command>
          </Card>
        ))}
      </Cards>
      <ContentPanel title={t('Side by side')}>
        <Lead>
          {t(
            'The packages build on each other: the dashboard uses only the public API of {ui}, so anything a page does, your own screens can do too.',
            { ui: '@atrium/ui' },
          )}
        </Lead>
        <ScrollableTable label={t('Comparison of what Atrium ships')}>
          <InfoTable $firstColumnWidth="24%">
            <thead>
              <tr>
                <th scope="col">{t('Feature')}</th>
                {versions.map((version) => (
                  <th scope="col" key={version.name}>
                    {t(version.name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {features.map(({ feature, values }) => (
                <tr key={feature}>
                  <th scope="row">{t(feature)}</th>
                  {values.map((value, index) => (
                    <AvailabilityCell key={versions[index]?.name} value={value} />
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{t('Best for')}</th>
                {versions.map((version) => (
                  <td key={version.name}>{t(version.bestFor)}</td>
                ))}
              </tr>
            </tbody>
          </InfoTable>
        </ScrollableTable>
      </ContentPanel>
    </>
  );
}
