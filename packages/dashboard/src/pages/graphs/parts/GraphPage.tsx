import type { ReactNode } from 'react';
import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faChartBar } from '@fortawesome/free-solid-svg-icons';
import styled, { type DefaultTheme } from 'styled-components';

const GraphGrid = styled.div<{ $minColumnWidth: number; $gap: keyof DefaultTheme['space'] }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ $minColumnWidth }) => $minColumnWidth}px), 1fr)
  );
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: start;
`;

/** Props of {@link GraphPage}. */
export interface GraphPageProps {
  /** The chart set the page shows in English, e.g. `Flot Charts`: the subtitle of the "Graphs" header. */
  subtitle: string;
  /** Icon of the page header. Default the bar chart icon. */
  icon?: ReactNode;
  /** Shown between the header and the widgets. */
  intro?: ReactNode;
  /** The grid drops a column once columns would be narrower than this, in pixels. Default 420. */
  minColumnWidth?: number;
  /** Space between the widgets, a theme spacing step. Default `lg`. */
  gap?: keyof DefaultTheme['space'];
  /** The page's widgets, usually {@link GraphWidget}s. */
  children: ReactNode;
}

/**
 * A page of the Graphs area: the "Graphs" header with the page's subtitle, then its widgets side by side
 * where there is room and in one column on narrow screens.
 */
export function GraphPage({
  subtitle,
  icon = <Icon icon={faChartBar} />,
  intro,
  minColumnWidth = 420,
  gap = 'lg',
  children,
}: GraphPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Graphs')} subtitle={t(subtitle)} icon={icon} />
      {intro}
      <GraphGrid $minColumnWidth={minColumnWidth} $gap={gap}>
        {children}
      </GraphGrid>
    </>
  );
}
