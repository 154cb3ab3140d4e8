import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faDesktop } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { ContentPanel } from '../misc/ContentPanel';
import { Note } from './showcase.styles';

/** Widths at which the responsive cells change their span: tablet, then desktop. */
const tabletMin = 768;
const desktopMin = 1200;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  & + & {
    margin-block-start: ${({ theme }) => theme.space.sm};
  }
`;

const Cell = styled.div<{ $span: number; $start?: number }>`
  grid-column: ${({ $start }) => ($start ? `${$start} /` : '')} span ${({ $span }) => $span};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  overflow-wrap: anywhere;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

// Full width on a phone, half on a tablet, a quarter on a desktop.
const ResponsiveCell = styled(Cell)`
  grid-column: span 12;

  @media (min-width: ${tabletMin}px) {
    grid-column: span 6;
  }

  @media (min-width: ${desktopMin}px) {
    grid-column: span 3;
  }
`;

const rows: readonly (readonly number[])[] = [
  Array.from({ length: 12 }, () => 1),
  [2, 2, 2, 2, 2, 2],
  [3, 3, 3, 3],
  [4, 4, 4],
  [6, 6],
  [8, 4],
  [9, 3],
  [12],
];

/** The layout grid demo: twelve columns, every common split, responsive spans, offsets and nesting. */
export default function GridPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Grid')} icon={<Icon icon={faDesktop} />} />
      <ContentPanel title={t('Twelve columns')}>
        <Note>{t('Every row shares twelve columns; a cell spans as many as it needs.')}</Note>
        {rows.map((spans) => (
          <Grid key={spans.join('-')}>
            {spans.map((span, index) => (
              <Cell key={index} $span={span}>
                {span}
              </Cell>
            ))}
          </Grid>
        ))}
      </ContentPanel>
      <ContentPanel title={t('Responsive spans')}>
        <Note>
          {t(
            'These cells take the full width on a phone, half from {tablet} px and a quarter from {desktop} px.',
            {
              tablet: tabletMin,
              desktop: desktopMin,
            },
          )}
        </Note>
        <Grid>
          {[1, 2, 3, 4].map((cell) => (
            <ResponsiveCell key={cell} $span={12}>
              {t('Cell {number}', { number: cell })}
            </ResponsiveCell>
          ))}
        </Grid>
      </ContentPanel>
      <ContentPanel title={t('Offsets and nesting')}>
        <Grid>
          <Cell $span={6} $start={4}>
            {t('Six columns, offset by three')}
          </Cell>
        </Grid>
        <Grid>
          <Cell $span={8}>
            <Grid>
              <Cell $span={6}>{t('Nested six')}</Cell>
              <Cell $span={6}>{t('Nested six')}</Cell>
            </Grid>
          </Cell>
          <Cell $span={4}>{t('Four columns')}</Cell>
        </Grid>
      </ContentPanel>
    </>
  );
}
