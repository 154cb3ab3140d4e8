export { ColorPicker, type ColorPickerProps } from './ColorPicker';
export { parseHexColor } from './hexColor';
export { useColorPicker, type ColorPickerState, type UseColorPickerOptions } from './useColorPicker';
