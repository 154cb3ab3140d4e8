export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { maskPresets, passesLuhn, type MaskPreset, type MaskPresetName } from './maskPresets';
export {
  formatMasked,
  isMaskComplete,
  maskInput,
  remask,
  slotCount,
  type Mask,
  type MaskedText,
} from './maskText';
export { useMaskedInput, type MaskedInputState, type UseMaskedInputOptions } from './useMaskedInput';
