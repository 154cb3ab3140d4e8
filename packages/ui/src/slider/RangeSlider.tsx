import {
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
  SliderControl,
  type SliderCommonProps,
} from './SliderControl';

/** A range's lower and upper values. */
export type SliderRange = [start: number, end: number];

/** Props of {@link RangeSlider}. */
export interface RangeSliderProps extends SliderCommonProps {
  value?: SliderRange;
  /** Starting range (uncontrolled); the whole of `minValue`..`maxValue` when omitted (0 to 1000 by default). */
  defaultValue?: SliderRange;
  onChange?: (value: SliderRange) => void;
  /** Called once when a drag or key press ends, for costly updates. */
  onChangeEnd?: (value: SliderRange) => void;
  /** Accessible names of the two thumbs, read after the label. */
  thumbLabels?: [start: string, end: string];
}

const toRange = (values: number[]): SliderRange => [values[0]!, values[1]!];

/** A slider with two thumbs that cannot cross, choosing a range; same keys, drag and mirroring as {@link Slider}. */
export function RangeSlider({
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  thumbLabels = ['Minimum', 'Maximum'],
  ...props
}: RangeSliderProps) {
  return (
    <SliderControl
      {...props}
      value={value}
      defaultValue={
        defaultValue ?? [props.minValue ?? SLIDER_DEFAULT_MIN, props.maxValue ?? SLIDER_DEFAULT_MAX]
      }
      thumbLabels={thumbLabels}
      onChange={onChange && ((values) => onChange(toRange(values)))}
      onChangeEnd={onChangeEnd && ((values) => onChangeEnd(toRange(values)))}
    />
  );
}
