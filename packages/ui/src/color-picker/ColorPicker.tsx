import { useId, useRef, type ReactNode } from 'react';
import { useColorField } from 'react-aria';
import { useTranslation } from '../i18n';
import { NumberGroup, NumberInput } from '../number-field/NumberField.styles';
import { FieldDescription, FieldError, FieldLabel, FieldRoot } from '../select/ControlField.styles';
import { Fields, GroupLabel, PickerGroup, Swatch } from './ColorPicker.styles';
import { ChannelField, HueSlider, SaturationBrightnessArea } from './ColorPickerParts';
import { useColorPicker, type UseColorPickerOptions } from './useColorPicker';

/** Props of {@link ColorPicker}. */
export interface ColorPickerProps extends UseColorPickerOptions {
  /** Names the whole picker. */
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A colour picker: a saturation and brightness square with a hue strip under it, a hex field and red, green
 * and blue fields, all showing one colour. Every part works from the keyboard (arrow keys, Page Up/Down,
 * Home/End) as react-aria's colour area, slider and fields do. A hex code that is not 3 or 6 hex digits is
 * kept in the field with a message saying so, and the colour stays the last good one.
 */
export function ColorPicker({
  label,
  description,
  isDisabled = false,
  className,
  ...options
}: ColorPickerProps) {
  const { t } = useTranslation();
  const { color, setColor, hexField, rejectedHex } = useColorPicker(options);
  const labelId = useId();
  const descriptionId = useId();
  const hexRef = useRef<HTMLInputElement>(null);
  const isHexInvalid = rejectedHex !== null;
  const hexLabel = t('Hex');
  const hexError = t(
    'Not a hex colour: type 3 or 6 digits from 0–9 and A–F, such as #3276B1. The colour stays {colour}.',
    { colour: color.toString('hex') },
  );
  const hex = useColorField(
    { label: hexLabel, isDisabled, isInvalid: isHexInvalid, errorMessage: hexError },
    hexField,
    hexRef,
  );
  const parts = { color, onChange: setColor, isDisabled };

  return (
    <PickerGroup
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description != null ? descriptionId : undefined}
      className={className}
    >
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <SaturationBrightnessArea {...parts} label={t('Saturation and brightness')} />
      <HueSlider {...parts} label={t('Hue')} />
      <Fields>
        <Swatch aria-hidden="true" style={{ background: color.toString('css') }} />
        <FieldRoot>
          <FieldLabel {...hex.labelProps}>{hexLabel}</FieldLabel>
          <NumberGroup $validation={isHexInvalid ? 'invalid' : 'none'} $isDisabled={isDisabled}>
            <NumberInput {...hex.inputProps} ref={hexRef} spellCheck={false} />
          </NumberGroup>
        </FieldRoot>
        <ChannelField {...parts} channel="red" label={t('Red')} />
        <ChannelField {...parts} channel="green" label={t('Green')} />
        <ChannelField {...parts} channel="blue" label={t('Blue')} />
      </Fields>
      {isHexInvalid && <FieldError {...hex.errorMessageProps}>{hexError}</FieldError>}
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </PickerGroup>
  );
}
