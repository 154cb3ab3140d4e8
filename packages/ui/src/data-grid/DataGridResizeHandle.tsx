import { useMove } from 'react-aria';
import { useTheme } from 'styled-components';
import { ResizeHandle } from './DataGridColumns.styles';

/** Props of {@link DataGridResizeHandle}. */
export interface DataGridResizeHandleProps {
  /** Accessible name, e.g. "Resize Amount". */
  label: string;
  width: number;
  minWidth: number;
  /** Widens (positive) or narrows (negative) the column by that many pixels. */
  onResize: (delta: number) => void;
  tabIndex: 0 | -1;
}

// One arrow press moves the edge by this much: a pixel per press would take a hundred presses to matter.
const keyboardStep = 10;

/**
 * The edge of a column heading: drag it, or focus it and press the arrow keys, to change the column's width.
 * react-aria's `useMove` does the pointer capture and the keyboard; TanStack Table keeps the widths.
 */
export function DataGridResizeHandle({
  label,
  width,
  minWidth,
  onResize,
  tabIndex,
}: DataGridResizeHandleProps) {
  // In right-to-left the edge sits on the left side, so moving left widens the column.
  const forward = useTheme().direction === 'rtl' ? -1 : 1;
  const { moveProps } = useMove({
    onMove: ({ deltaX, pointerType }) =>
      onResize(forward * (pointerType === 'keyboard' ? deltaX * keyboardStep : deltaX)),
  });
  return (
    <ResizeHandle
      {...moveProps}
      onKeyDown={(event) => {
        // Up and down still move between rows of the grid; only the arrows along the row resize.
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') moveProps.onKeyDown?.(event);
      }}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={minWidth}
      aria-valuetext={`${width} px`}
      tabIndex={tabIndex}
    />
  );
}
