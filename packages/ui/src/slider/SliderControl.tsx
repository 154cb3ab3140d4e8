import { useId, useRef, type ReactNode } from 'react';
import { useLocale, useNumberFormatter, useSlider } from 'react-aria';
import { useSliderState } from 'react-stately';
import {
  controlValidation,
  FieldDescription,
  FieldError,
  FieldLabel,
  validationClassName,
} from '../select/ControlField.styles';
import { Fill, Rail, SliderHeader, SliderOutput, SliderRoot, Track } from './Slider.styles';
import { SliderThumb } from './SliderThumb';
import { trackFill } from './trackFill';

/** Default smallest slider value. */
export const SLIDER_DEFAULT_MIN = 0;
/** Default largest slider value. */
export const SLIDER_DEFAULT_MAX = 1000;

/** Props every slider shares. */
export interface SliderCommonProps {
  /** Visible label; give `aria-label` instead when the surroundings already name the slider. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Smallest value; 0 by default. */
  minValue?: number;
  /** Largest value; 1000 by default. */
  maxValue?: number;
  step?: number;
  /** How the value is written in the output and read by screen readers (currency, percent, units…). */
  formatOptions?: Intl.NumberFormatOptions;
  /** Show the value(s) beside the label. */
  hasOutput?: boolean;
  isDisabled?: boolean;
  description?: ReactNode;
  /** Message shown after the slider while `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Shows the success state once the value passes its checks. */
  isValid?: boolean;
  className?: string;
}

interface SliderControlProps extends SliderCommonProps {
  value?: number[];
  defaultValue: number[];
  onChange?: (values: number[]) => void;
  onChangeEnd?: (values: number[]) => void;
  thumbLabels?: readonly string[];
  name?: string;
}

/**
 * The view both Slider and RangeSlider draw: label and output, track with fill, thumbs, help and error.
 * Thumbs are placed by react-aria, mirrored when its locale reads right-to-left (AtriumProvider lends it one
 * whenever the theme is right-to-left).
 */
export function SliderControl(props: SliderControlProps) {
  const {
    label,
    hasOutput = true,
    isDisabled = false,
    description,
    errorMessage,
    isInvalid = false,
    isValid = false,
    thumbLabels = [],
    className,
  } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const numberFormatter = useNumberFormatter(props.formatOptions);
  const descriptionId = useId();
  const errorId = useId();
  const hasError = isInvalid && errorMessage != null;
  const ariaProps = {
    label,
    'aria-label': props['aria-label'],
    'aria-describedby':
      [description != null && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined,
    minValue: props.minValue ?? SLIDER_DEFAULT_MIN,
    maxValue: props.maxValue ?? SLIDER_DEFAULT_MAX,
    step: props.step,
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
    onChangeEnd: props.onChangeEnd,
    isDisabled,
  };
  const state = useSliderState({ ...ariaProps, numberFormatter });
  const { groupProps, trackProps, labelProps, outputProps } = useSlider(ariaProps, state, trackRef);
  const { direction } = useLocale();
  const validation = controlValidation(isInvalid, isValid);
  const fill = trackFill(
    state.values.map((_, index) => state.getThumbPercent(index)),
    direction,
  );

  return (
    <SliderRoot {...groupProps} className={validationClassName(validation, className)}>
      {(label != null || hasOutput) && (
        <SliderHeader>
          {label != null && <FieldLabel {...labelProps}>{label}</FieldLabel>}
          {hasOutput && (
            <SliderOutput {...outputProps}>
              {state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')}
            </SliderOutput>
          )}
        </SliderHeader>
      )}
      <Track {...trackProps} ref={trackRef} $isDisabled={isDisabled}>
        <Rail $validation={validation} />
        <Fill
          $validation={validation}
          style={{ left: `${fill.left * 100}%`, width: `${fill.width * 100}%` }}
        />
        {state.values.map((_, index) => (
          <SliderThumb
            key={index}
            state={state}
            trackRef={trackRef}
            index={index}
            aria-label={thumbLabels[index]}
            name={props.name}
            validation={validation}
          />
        ))}
      </Track>
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {hasError && <FieldError id={errorId}>{errorMessage}</FieldError>}
    </SliderRoot>
  );
}
