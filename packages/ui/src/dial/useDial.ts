import type { ReactNode, RefObject } from 'react';
import { mergeProps, useFocusRing, useNumberFormatter, useSlider, useSliderThumb } from 'react-aria';
import { useSliderState } from 'react-stately';
import { dialAngle } from './dialGeometry';

/** Options of {@link useDial}. */
export interface UseDialOptions {
  label?: ReactNode;
  'aria-label'?: string;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Called when a drag or key press ends, for saving the value once. */
  onChangeEnd?: (value: number) => void;
  /** Smallest value; 0 by default. */
  minValue?: number;
  /** Largest value; 100 by default. */
  maxValue?: number;
  step?: number;
  /** How the value is written in the centre and read by screen readers (percent, units…). */
  formatOptions?: Intl.NumberFormatOptions;
  isDisabled?: boolean;
}

/**
 * Owns a knob-style dial as a react-aria slider: arrows step, Page Up/Down take bigger steps, Home/End
 * jump to the ends, and dragging up or down (react-aria's move handling) turns it.
 */
export function useDial(
  {
    label,
    'aria-label': ariaLabel,
    value,
    defaultValue,
    onChange,
    onChangeEnd,
    minValue = 0,
    maxValue = 100,
    step = 1,
    formatOptions,
    isDisabled = false,
  }: UseDialOptions,
  /** The knob: its height is the drag distance that sweeps the whole range. */
  trackRef: RefObject<HTMLDivElement | null>,
  /** The visually hidden range input that carries the slider role. */
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const numberFormatter = useNumberFormatter(formatOptions);
  // A vertical slider, so dragging up turns the dial up, as on hardware knobs.
  const sliderProps = {
    label,
    'aria-label': ariaLabel,
    minValue,
    maxValue,
    step,
    isDisabled,
    orientation: 'vertical' as const,
    value: value === undefined ? undefined : [value],
    defaultValue: [defaultValue ?? minValue],
    onChange: (values: number[]) => onChange?.(values[0]!),
    onChangeEnd: (values: number[]) => onChangeEnd?.(values[0]!),
  };
  const state = useSliderState({ ...sliderProps, numberFormatter });
  const { groupProps, labelProps, outputProps } = useSlider(sliderProps, state, trackRef);
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index: 0, trackRef, inputRef, isDisabled },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  // The knob stays put: react-aria's thumb style would slide it along a track the dial does not have.
  const knobProps = { ...thumbProps, style: undefined };

  return {
    groupProps,
    labelProps,
    outputProps,
    knobProps,
    inputProps: mergeProps(inputProps, focusProps),
    value: state.getThumbValue(0),
    valueText: state.getThumbValueLabel(0),
    angle: dialAngle(state.getThumbPercent(0)),
    isDragging,
    isFocusVisible,
  };
}

/** What {@link useDial} gives a view. */
export type DialAria = ReturnType<typeof useDial>;
