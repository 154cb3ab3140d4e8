import { useState } from 'react';
import { useNumberFormatter, type AriaNumberFieldProps } from 'react-aria';
import type { NumberFieldState } from 'react-stately';
import { stepGrid } from './stepGrid';

/** What {@link useSteppedState} gives the field: props for react-stately, the commit clamp and the stepper. */
export interface SteppedState {
  /** Props that replace the field's own for react-stately: value, bounds, checks. */
  props: Pick<
    AriaNumberFieldProps,
    'value' | 'defaultValue' | 'minValue' | 'maxValue' | 'validate' | 'commitBehavior'
  >;
  /** Moves a committed value inside the accepted range, without snapping it. */
  clamp: (value: number) => number;
  /** react-stately's state with stepping along the field's own grid. */
  wrap: (state: NumberFieldState) => NumberFieldState;
}

const finiteOrUndefined = (value: number) => (Number.isFinite(value) ? value : undefined);

/**
 * Owns a number field's step grid. react-stately counts steps from the minimum; here they count from the
 * starting value (else the minimum), so a field that starts between the minimum's multiples accepts its
 * start. Values are checked rather than snapped, and an off-grid value gets `offGridMessage`.
 */
export function useSteppedState(
  props: AriaNumberFieldProps,
  ownValue: number,
  offGridMessage: (below: number, above: number) => string,
): SteppedState {
  const { minValue, maxValue, step, isDisabled, isReadOnly } = props;
  const format = useNumberFormatter(props.formatOptions);
  const [base] = useState(() => {
    const start = props.value ?? props.defaultValue;
    if (start != null && Number.isFinite(start)) return start;
    return minValue !== undefined && Number.isFinite(minValue) ? minValue : 0;
  });
  const grid =
    step !== undefined && Number.isFinite(step) && step > 0
      ? stepGrid({ base, step, minValue, maxValue })
      : null;
  const lowest = grid?.lowest ?? minValue ?? -Infinity;
  const highest = grid?.highest ?? maxValue ?? Infinity;

  const validate: AriaNumberFieldProps['validate'] = (value) => {
    if (grid && Number.isFinite(value) && !grid.isOnGrid(value)) {
      const { below, above } = grid.neighbours(value);
      if (below !== undefined && above !== undefined) return offGridMessage(below, above);
    }
    return props.validate?.(value);
  };

  const wrap = (state: NumberFieldState): NumberFieldState => {
    if (!grid) return state;
    const moveTo = (value: number) => {
      // Also rewrite the text: when the value does not change (typed 990, stepped back up to 1000) react-stately
      // would leave the typed text in place.
      state.setInputValue(format.format(value));
      state.setNumberValue(value);
      state.commitValidation();
    };
    const isEditable = !isDisabled && !isReadOnly;
    const current = state.numberValue;
    return {
      ...state,
      increment: () => moveTo(grid.next(current, 1)),
      decrement: () => moveTo(grid.next(current, -1)),
      incrementToMax: () => {
        if (Number.isFinite(grid.highest)) moveTo(grid.highest);
      },
      decrementToMin: () => {
        if (Number.isFinite(grid.lowest)) moveTo(grid.lowest);
      },
      canIncrement: isEditable && (Number.isNaN(current) || current < grid.highest),
      canDecrement: isEditable && (Number.isNaN(current) || current > grid.lowest),
    };
  };

  return {
    props: {
      value: props.value ?? ownValue,
      defaultValue: undefined,
      minValue: finiteOrUndefined(lowest),
      maxValue: finiteOrUndefined(highest),
      validate,
      commitBehavior: 'validate',
    },
    clamp: (value) => (Number.isNaN(value) ? value : Math.min(Math.max(value, lowest), highest)),
    wrap,
  };
}
