/** Where a stepped number field's values may lie. */
export interface StepGridOptions {
  /** A value on the grid: the field's starting value, else its minimum, else 0. */
  base: number;
  /** Distance between neighbouring values; positive. */
  step: number;
  minValue?: number;
  maxValue?: number;
}

/** The values a stepped number field accepts: `base + k × step` within its bounds. */
export interface StepGrid {
  /** Lowest accepted value; `-Infinity` without a minimum. */
  lowest: number;
  /** Highest accepted value; `Infinity` without a maximum. */
  highest: number;
  /** Whether `value` is one of the accepted values. */
  isOnGrid: (value: number) => boolean;
  /** The accepted values just below and just above `value`, where the bounds allow one. */
  neighbours: (value: number) => { below?: number; above?: number };
  /** The accepted value one step up (`1`) or down (`-1`) from `value`, kept within the bounds. */
  next: (value: number, direction: 1 | -1) => number;
  /** `value` moved inside the accepted range, not snapped. */
  clamp: (value: number) => number;
}

// Steps like 0.01 are not exact in binary: a value this close to a grid line (in steps) counts as on it.
const tolerance = 1e-9;

function decimalsOf(value: number): number {
  const [digits = '', exponent] = value.toString().split('e-');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return fraction + (exponent === undefined ? 0 : Number(exponent));
}

/**
 * The grid counts from `base`, so a field that starts on a value off the bounds' own multiples (1000 with a
 * minimum of 5 and steps of 25) accepts its start and every 25 from it (…, 975, 1000, 1025, …) rather than
 * flagging the value it was given. Results are rounded to the step's decimals, so 0.01 steps never drift.
 */
export function stepGrid({ base, step, minValue, maxValue }: StepGridOptions): StepGrid {
  const decimals = Math.max(decimalsOf(step), decimalsOf(base));
  const at = (index: number) => Number((base + index * step).toFixed(decimals));
  const indexOf = (value: number) => (value - base) / step;
  const lowest =
    minValue === undefined || !Number.isFinite(minValue)
      ? -Infinity
      : at(Math.ceil(indexOf(minValue) - tolerance));
  const highest =
    maxValue === undefined || !Number.isFinite(maxValue)
      ? Infinity
      : at(Math.floor(indexOf(maxValue) + tolerance));
  const clamp = (value: number) => Math.min(Math.max(value, lowest), highest);

  const isOnGrid = (value: number) => {
    const index = indexOf(value);
    return Math.abs(index - Math.round(index)) < tolerance && value >= lowest && value <= highest;
  };

  const neighbours = (value: number) => {
    const index = indexOf(value);
    const below = clamp(at(Math.floor(index + tolerance)));
    const above = clamp(at(Math.ceil(index - tolerance)));
    return {
      below: below <= value ? below : undefined,
      above: above >= value ? above : undefined,
    };
  };

  const next = (value: number, direction: 1 | -1) => {
    if (Number.isNaN(value)) {
      const bound = direction === 1 ? lowest : highest;
      return Number.isFinite(bound) ? bound : clamp(base);
    }
    const index = indexOf(value);
    const target = direction === 1 ? Math.floor(index + tolerance) + 1 : Math.ceil(index - tolerance) - 1;
    return clamp(at(target));
  };

  return { lowest, highest, isOnGrid, neighbours, next, clamp };
}
