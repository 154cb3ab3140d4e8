import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  /* Positioned, so the visually hidden labels in the cells are clipped with the table rather than
     widening the page: absolutely placed, they would otherwise escape this box. */
  position: relative;
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Props of {@link ScrollableTable}. */
export interface ScrollableTableProps {
  /** Names the scrolling region, usually the table's subject. */
  label: string;
  children: ReactNode;
}

/** Wraps a wide table so it scrolls sideways on phones; focusable so keyboard users can scroll it too. */
export function ScrollableTable({ label, children }: ScrollableTableProps) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}
