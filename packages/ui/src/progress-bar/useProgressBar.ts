import type { ReactNode } from 'react';
import {
  useNumberFormatter,
  useProgressBar as useAriaProgressBar,
  type AriaProgressBarProps,
  type ProgressBarAria,
} from 'react-aria';

/** Options of {@link useProgressBar}: react-aria's progress bar props. */
export type UseProgressBarOptions = AriaProgressBarProps;

/** What {@link useProgressBar} gives the view. */
export interface ProgressBarViewAria extends ProgressBarAria {
  /** Share of the range done, 0 to 1; undefined while indeterminate. */
  fraction: number | undefined;
  /** Text to show for the value: `valueLabel`, else the value formatted like `aria-valuetext`. */
  valueText: ReactNode;
}

const percent: Intl.NumberFormatOptions = { style: 'percent' };

/** Share of `[minValue, maxValue]` that `value` covers, clamped to 0..1 (0 for an empty range). */
export function progressFraction(value: number, minValue: number, maxValue: number): number {
  if (!(maxValue > minValue) || Number.isNaN(value)) return 0;
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  return (clamped - minValue) / (maxValue - minValue);
}

/** Owns a progress bar's ARIA attributes (via react-aria), its fill fraction and its visible value text. */
export function useProgressBar(props: UseProgressBarOptions): ProgressBarViewAria {
  const {
    value = 0,
    minValue = 0,
    maxValue = 100,
    valueLabel,
    formatOptions = percent,
    isIndeterminate = false,
  } = props;
  const { progressBarProps, labelProps } = useAriaProgressBar({ ...props, formatOptions });
  const formatter = useNumberFormatter(formatOptions);
  if (isIndeterminate) return { progressBarProps, labelProps, fraction: undefined, valueText: valueLabel };
  const fraction = progressFraction(value, minValue, maxValue);
  // Same rule as react-aria's aria-valuetext, so what is shown is what is read.
  const shown = formatOptions.style === 'percent' ? fraction : Math.min(Math.max(value, minValue), maxValue);
  return { progressBarProps, labelProps, fraction, valueText: valueLabel ?? formatter.format(shown) };
}
