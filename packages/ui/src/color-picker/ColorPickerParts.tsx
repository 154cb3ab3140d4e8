import { useRef } from 'react';
import {
  mergeProps,
  useColorArea,
  useColorChannelField,
  useColorSlider,
  useFocusRing,
  useLocale,
  VisuallyHidden,
} from 'react-aria';
import {
  useColorAreaState,
  useColorChannelFieldState,
  useColorSliderState,
  type Color,
  type ColorChannel,
} from 'react-stately';
import { FieldLabel, FieldRoot } from '../select/ControlField.styles';
import { NumberGroup, NumberInput } from '../number-field/NumberField.styles';
import { AreaBox, HueTrack, Thumb } from './ColorPicker.styles';

interface PartProps {
  color: Color;
  onChange: (color: Color) => void;
  isDisabled?: boolean;
}

/** The saturation (across) and brightness (up) square: drag, click or use the arrow keys. */
export function SaturationBrightnessArea({
  color,
  onChange,
  isDisabled,
  label,
}: PartProps & { label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const inputXRef = useRef<HTMLInputElement>(null);
  const inputYRef = useRef<HTMLInputElement>(null);
  const options = {
    value: color,
    onChange,
    isDisabled,
    xChannel: 'saturation' as const,
    yChannel: 'brightness' as const,
    'aria-label': label,
  };
  const state = useColorAreaState(options);
  const { colorAreaProps, thumbProps, xInputProps, yInputProps } = useColorArea(
    { ...options, containerRef, inputXRef, inputYRef },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <AreaBox {...colorAreaProps} ref={containerRef} $isDisabled={!!isDisabled}>
      <Thumb
        {...thumbProps}
        $isFocusVisible={isFocusVisible}
        style={{ ...thumbProps.style, background: state.getDisplayColor().toString('css') }}
      >
        <input ref={inputXRef} {...mergeProps(xInputProps, focusProps)} />
        <input ref={inputYRef} {...mergeProps(yInputProps, focusProps)} />
      </Thumb>
    </AreaBox>
  );
}

/** The hue strip under the area. */
export function HueSlider({ color, onChange, isDisabled, label }: PartProps & { label: string }) {
  const { locale } = useLocale();
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const options = { value: color, onChange, isDisabled, channel: 'hue' as const, 'aria-label': label };
  const state = useColorSliderState({ ...options, locale });
  const { trackProps, thumbProps, inputProps } = useColorSlider({ ...options, trackRef, inputRef }, state);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <HueTrack {...trackProps} ref={trackRef} $isDisabled={!!isDisabled}>
      <Thumb
        {...thumbProps}
        $isFocusVisible={isFocusVisible}
        style={{
          ...thumbProps.style,
          insetBlockStart: '50%',
          background: state.getDisplayColor().toString('css'),
        }}
      >
        <VisuallyHidden>
          <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
        </VisuallyHidden>
      </Thumb>
    </HueTrack>
  );
}

/** One of the red, green and blue fields: 0 to 255, arrow keys step by one. */
export function ChannelField({
  color,
  onChange,
  isDisabled,
  channel,
  label,
}: PartProps & { channel: ColorChannel; label: string }) {
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const options = {
    value: color,
    onChange: (next: Color | null) => {
      if (next) onChange(next.toFormat('hsb'));
    },
    channel,
    colorSpace: 'rgb' as const,
    isDisabled,
    label,
  };
  const state = useColorChannelFieldState({ ...options, locale });
  const { labelProps, inputProps, groupProps } = useColorChannelField(options, state, inputRef);
  return (
    <FieldRoot>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      <NumberGroup {...groupProps} $validation="none" $isDisabled={!!isDisabled}>
        <NumberInput {...inputProps} ref={inputRef} />
      </NumberGroup>
    </FieldRoot>
  );
}
