import { useMeter, useNumberFormatter, type AriaMeterProps } from 'react-aria';
import { progressFraction } from '../progress-bar/useProgressBar';

/** Options of {@link useEasyPieChart}: react-aria's meter props plus the ring's size. */
export interface UseEasyPieChartOptions extends AriaMeterProps {
  /** Outer diameter in pixels. */
  size: number;
  /** Thickness of the ring in pixels. */
  lineWidth: number;
}

/** Geometry of a ring filled to `fraction`: circle radius, circumference and the dash offset that hides the rest. */
export function ringGeometry(size: number, lineWidth: number, fraction: number) {
  const radius = Math.max((size - lineWidth) / 2, 0);
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(Math.max(fraction, 0), 1);
  return { center: size / 2, radius, circumference, dashOffset: circumference * (1 - clamped) };
}

const percent: Intl.NumberFormatOptions = { style: 'percent' };

/**
 * Owns an easy pie chart's meter semantics (role, value attributes, label link via react-aria), the filled
 * fraction, the ring geometry and the value text shown in the middle.
 */
export function useEasyPieChart({ size, lineWidth, ...props }: UseEasyPieChartOptions) {
  const { value = 0, minValue = 0, maxValue = 100, valueLabel, formatOptions = percent } = props;
  const { meterProps, labelProps } = useMeter({ ...props, formatOptions });
  const formatter = useNumberFormatter(formatOptions);
  const fraction = progressFraction(value, minValue, maxValue);
  const shown = formatOptions.style === 'percent' ? fraction : Math.min(Math.max(value, minValue), maxValue);
  return {
    meterProps,
    labelProps,
    fraction,
    valueText: valueLabel ?? formatter.format(shown),
    ...ringGeometry(size, lineWidth, fraction),
  };
}
