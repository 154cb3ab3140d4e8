import { useState } from 'react';
import { parseColor, useColorFieldState, type Color, type ColorFieldState } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';
import { parseHexColor } from './hexColor';

/** Options of {@link useColorPicker}. */
export interface UseColorPickerOptions {
  /** The colour (controlled): a `Color` or a hex code such as `#3276B1`. */
  value?: Color | string;
  /** The starting colour (uncontrolled); black when neither is given. */
  defaultValue?: Color | string;
  /** Called with each new colour. */
  onChange?: (color: Color) => void;
}

/** What {@link useColorPicker} gives a view. */
export interface ColorPickerState {
  /** The current colour, in HSB so the hue survives black and grey. */
  color: Color;
  setColor: (color: Color) => void;
  /** State for react-aria's `useColorField`: any text may be typed; only a hex code is taken. */
  hexField: ColorFieldState;
  /** The hex text that was refused, until it is edited or the colour changes; null otherwise. */
  rejectedHex: string | null;
}

const toHsb = (color: Color | string) =>
  (typeof color === 'string' ? parseColor(color) : color).toFormat('hsb');

/**
 * Owns a colour picker's colour and its hex field. A hex code that does not parse keeps its text in the field
 * (so nothing typed is lost) and the colour stays the last good one, with `rejectedHex` to say why.
 */
export function useColorPicker({
  value,
  defaultValue = '#000000',
  onChange,
}: UseColorPickerOptions = {}): ColorPickerState {
  const [color, setColor] = useControlledState<Color>(
    value === undefined ? undefined : toHsb(value),
    toHsb(defaultValue),
    onChange,
  );
  const [rejectedHex, setRejectedHex] = useState<string | null>(null);
  // A new colour from any part, or a change to the text, settles the refusal.
  const setColorAndSettle = (next: Color) => {
    setRejectedHex(null);
    setColor(next);
  };
  // Commits go through `hexField.commit` below; the field state only holds the text and steps with the arrows.
  const fieldState = useColorFieldState({
    value: color,
    isInvalid: rejectedHex !== null,
    onChange: (next) => {
      // Same hex, same colour: keep the hue and saturation the area shows (they are lost in black and grey).
      if (next && next.toHexInt() !== color.toHexInt()) setColorAndSettle(next.toFormat('hsb'));
    },
  });
  const hexField: ColorFieldState = {
    ...fieldState,
    validate: () => true,
    setInputValue: (text) => {
      setRejectedHex(null);
      fieldState.setInputValue(text);
    },
    commit: () => {
      const typed = fieldState.inputValue;
      const parsed = parseHexColor(typed);
      if (parsed === null) {
        setRejectedHex(typed);
        return;
      }
      setRejectedHex(null);
      if (parsed.toHexInt() !== color.toHexInt()) setColor(parsed);
      fieldState.setInputValue(parsed.toString('hex'));
    },
  };
  return { color, setColor: setColorAndSettle, hexField, rejectedHex };
}
