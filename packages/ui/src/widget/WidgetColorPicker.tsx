import { createContext, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useRadio, useRadioGroup, VisuallyHidden } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { faCheck } from '@fortawesome/free-solid-svg-icons';
import { useTheme } from 'styled-components';
import { Icon } from '../icon';
import {
  widgetColorNames,
  widgetColorPalette,
  type WidgetColor,
  type WidgetColorSwatch,
} from './widgetColors';
import { PickerLabel, PickerRoot, SwatchGrid, SwatchOption, SwatchSample } from './WidgetColorPicker.styles';

/** Props of {@link WidgetColorPicker}. */
export interface WidgetColorPickerProps {
  /** Visible label of the group, e.g. "Colour". */
  label: string;
  value: WidgetColor;
  onChange: (color: WidgetColor) => void;
  /** Display name of each colour. */
  colorLabels: Record<WidgetColor, string>;
}

const GroupState = createContext<RadioGroupState | null>(null);

/** The widget colours as a radio group of header samples: one tab stop, arrow keys pick a colour at once. */
export function WidgetColorPicker({ label, value, onChange, colorLabels }: WidgetColorPickerProps) {
  const palette = widgetColorPalette(useTheme().colors);
  const options = {
    label,
    value,
    onChange: (next: string) => onChange(next as WidgetColor),
    orientation: 'horizontal' as const,
  };
  const state = useRadioGroupState(options);
  const { radioGroupProps, labelProps } = useRadioGroup(options, state);
  return (
    <PickerRoot {...radioGroupProps}>
      <PickerLabel {...labelProps}>{label}</PickerLabel>
      <SwatchGrid>
        <GroupState.Provider value={state}>
          {widgetColorNames.map((name) => (
            <Swatch key={name} value={name} label={colorLabels[name]} swatch={palette[name]} />
          ))}
        </GroupState.Provider>
      </SwatchGrid>
    </PickerRoot>
  );
}

function Swatch({ value, label, swatch }: { value: WidgetColor; label: string; swatch: WidgetColorSwatch }) {
  const state = useContext(GroupState)!;
  const ref = useRef<HTMLInputElement>(null);
  const { labelProps, inputProps, isSelected } = useRadio({ value, children: label }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <SwatchOption {...labelProps} $isSelected={isSelected} $isFocusVisible={isFocusVisible}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <SwatchSample aria-hidden="true" $swatch={swatch}>
        {isSelected ? <Icon icon={faCheck} /> : 'Aa'}
      </SwatchSample>
      <span>{label}</span>
    </SwatchOption>
  );
}
