import type { ReactNode } from 'react';
import { Icon, useTranslation, Widget } from '@atrium/ui';
import { faChartColumn } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

const Cell = styled.div<{ $isWide: boolean }>`
  min-inline-size: 0;
  grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')};
`;

/** Props of {@link GraphWidget}. */
export interface GraphWidgetProps {
  /** The widget's English title, shown in its header in the chosen language. */
  title: string;
  /** Icon of the widget's header. Default the column chart icon. */
  icon?: ReactNode;
  /** Span every column of the page's grid. */
  isWide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** One demo chart in a widget, as a cell of a `GraphPage`'s grid. */
export function GraphWidget({
  title,
  icon = <Icon icon={faChartColumn} />,
  isWide = false,
  footer,
  children,
}: GraphWidgetProps) {
  const { t } = useTranslation();
  return (
    <Cell $isWide={isWide}>
      <Widget defaultTitle={t(title)} icon={icon} footer={footer}>
        {children}
      </Widget>
    </Cell>
  );
}
