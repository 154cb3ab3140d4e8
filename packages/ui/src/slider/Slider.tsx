import { SLIDER_DEFAULT_MIN, SliderControl, type SliderCommonProps } from './SliderControl';

/** Props of {@link Slider}. */
export interface SliderProps extends SliderCommonProps {
  value?: number;
  /** Starting value (uncontrolled); `minValue` when omitted. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Called once when a drag or key press ends, for costly updates. */
  onChangeEnd?: (value: number) => void;
  /** Name of the range input, for native form posts. */
  name?: string;
}

/**
 * A horizontal slider (react-aria `useSlider`): drag or click the track, arrows step, PageUp/PageDown jump a
 * tenth, Home/End reach the bounds; mirrored in right-to-left.
 */
export function Slider({ value, defaultValue, onChange, onChangeEnd, ...props }: SliderProps) {
  return (
    <SliderControl
      {...props}
      value={value === undefined ? undefined : [value]}
      defaultValue={[defaultValue ?? props.minValue ?? SLIDER_DEFAULT_MIN]}
      onChange={onChange && (([next]) => onChange(next!))}
      onChangeEnd={onChangeEnd && (([next]) => onChangeEnd(next!))}
    />
  );
}
