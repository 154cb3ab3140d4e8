import type { ReactNode } from 'react';
import { Icon, Widget } from '@atrium/ui';
import { faChartColumn } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

/** The graph pages' layout: widgets side by side where there is room, one column on narrow screens. */
export const GraphGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const Cell = styled.div<{ $isWide: boolean }>`
  min-inline-size: 0;
  grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')};
`;

/** Props of {@link GraphWidget}. */
export interface GraphWidgetProps {
  /** The widget's title, shown in its header. */
  title: string;
  /** Span every column of the {@link GraphGrid}. */
  isWide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** One demo chart in a widget with the chart icon, as a cell of a {@link GraphGrid}. */
export function GraphWidget({ title, isWide = false, footer, children }: GraphWidgetProps) {
  return (
    <Cell $isWide={isWide}>
      <Widget defaultTitle={title} icon={<Icon icon={faChartColumn} />} footer={footer}>
        {children}
      </Widget>
    </Cell>
  );
}
