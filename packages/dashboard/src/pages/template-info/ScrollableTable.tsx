import type { ReactNode } from 'react';
import { TableScroller } from './InfoTable.styles';

/** Props of {@link ScrollableTable}. */
export interface ScrollableTableProps {
  /** Names the scrolling region, usually the table's subject. */
  label: string;
  children: ReactNode;
}

/** Wraps a wide table so it scrolls sideways on phones; focusable so keyboard users can scroll it too. */
export function ScrollableTable({ label, children }: ScrollableTableProps) {
  return (
    <TableScroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableScroller>
  );
}
