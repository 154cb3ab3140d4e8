import type { ReactNode } from 'react';
import { InputGroup } from '../input-group/InputGroup';
import { CheckGlyph } from './FieldGlyphs';
import { Adornment, StyledControl, ValidMark, type FieldSize } from './Field.styles';
import type { FieldValidationState } from './fieldValidationState';

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  /** Danger border for `invalid`; success border and a tick for `valid`. */
  validationState?: FieldValidationState;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The input inside has focus: the border takes the primary colour. */
  isFocused?: boolean;
  /** Focus came from the keyboard: draws the focus ring. */
  isFocusVisible?: boolean;
  /** Lets a textarea stretch the frame instead of centring a single line. */
  isMultiline?: boolean;
  /** Icon or short text before the input; decorative unless it is itself interactive. */
  startAdornment?: ReactNode;
  /** Icon, text or a small button after the input. */
  endAdornment?: ReactNode;
  /** Add-ons joined to the box's start, outside it: text, an icon, a checkbox, a button or a dropdown. */
  startAddon?: ReactNode;
  /** Add-ons joined to the box's end, outside it. */
  endAddon?: ReactNode;
  /** Height and text size: `sm` 28 px, `md` 32 px (default), `lg` 42 px, as the buttons of those sizes. */
  size?: FieldSize;
  className?: string;
  /** The input element, e.g. a {@link FieldInput}. */
  children: ReactNode;
}

/**
 * The bordered box around a text-like input: state border, focus ring, adornments and the success tick.
 * Input-based controls (text, number, date, combobox) share it so their states look alike.
 */
export function FieldControl({
  validationState,
  isDisabled = false,
  isReadOnly = false,
  isFocused = false,
  isFocusVisible = false,
  isMultiline = false,
  startAdornment,
  endAdornment,
  startAddon,
  endAddon,
  size = 'md',
  className,
  children,
}: FieldControlProps) {
  const control = (
    <StyledControl
      className={className}
      $state={validationState}
      $isDisabled={isDisabled}
      $isReadOnly={isReadOnly}
      $isFocused={isFocused}
      $isFocusVisible={isFocusVisible}
      $isMultiline={isMultiline}
      $size={size}
    >
      {startAdornment != null && <Adornment>{startAdornment}</Adornment>}
      {children}
      {endAdornment != null && <Adornment>{endAdornment}</Adornment>}
      {validationState === 'valid' && (
        <ValidMark>
          <CheckGlyph />
        </ValidMark>
      )}
    </StyledControl>
  );
  if (startAddon == null && endAddon == null) return control;
  return (
    <InputGroup start={startAddon} end={endAddon} size={size}>
      {control}
    </InputGroup>
  );
}
