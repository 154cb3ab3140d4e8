import type { ReactNode } from 'react';
import { StyledTable, TableScroller } from './Table.styles';

/** Props of {@link Table}. */
export interface TableProps {
  /** Rows in alternating shades, easier to follow across a wide table. */
  isStriped?: boolean;
  /** A border around every cell. */
  isBordered?: boolean;
  /** Highlights the row under the pointer. */
  isHoverable?: boolean;
  /** Halves the cell padding, for dense data. */
  isCondensed?: boolean;
  /** Scrolls sideways inside its own box when wider than its container, instead of widening the page. */
  isResponsive?: boolean;
  /** Accessible name of the scrolling box of a responsive table, so keyboard users can reach and scroll it. */
  scrollLabel?: string;
  /** `<caption>`, `<thead>`, `<tbody>` and `<tfoot>` as in any HTML table. */
  children: ReactNode;
  className?: string;
}

/** A styled static HTML table in the classic admin look: optional stripes, borders, hover and density. */
export function Table({
  isStriped = false,
  isBordered = false,
  isHoverable = false,
  isCondensed = false,
  isResponsive = false,
  scrollLabel,
  children,
  className,
}: TableProps) {
  const table = (
    <StyledTable
      className={isResponsive ? undefined : className}
      $isStriped={isStriped}
      $isBordered={isBordered}
      $isHoverable={isHoverable}
      $isCondensed={isCondensed}
    >
      {children}
    </StyledTable>
  );
  if (!isResponsive) return table;
  return (
    // Focusable, so a keyboard can scroll a table that holds no links or buttons.
    <TableScroller className={className} role="group" aria-label={scrollLabel} tabIndex={0}>
      {table}
    </TableScroller>
  );
}
