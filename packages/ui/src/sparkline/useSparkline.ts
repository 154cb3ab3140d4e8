import { useNumberFormatter } from 'react-aria';
import type { NumberFormat } from './sparklineSummary';

/** Props every sparkline shares: how it is named and sized. */
export interface SparklineBaseProps {
  /** Names the data in the spoken summary, e.g. "Trend" gives "Trend: 5, 6, 7 … last 9". */
  label?: string;
  /** Replaces the generated summary as the accessible name. */
  'aria-label'?: string;
  className?: string;
}

/** Options of {@link useSparkline}. */
export interface UseSparklineOptions {
  width: number;
  height: number;
  /** Builds the spoken summary with the locale's number format. */
  summarize: (format: NumberFormat) => string;
  'aria-label'?: string;
}

/**
 * Owns a sparkline's outer `<svg>` attributes: one image named by a summary of its data (points are not
 * focusable: a sparkline is a word-sized picture, its numbers belong in the text beside it or in its name).
 */
export function useSparkline({ width, height, summarize, 'aria-label': ariaLabel }: UseSparklineOptions) {
  const formatter = useNumberFormatter({ maximumFractionDigits: 2 });
  const name = ariaLabel ?? summarize((value) => formatter.format(value));
  return {
    svgProps: {
      role: 'img',
      'aria-label': name,
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
    } as const,
  };
}
