export { ButtonGroup, type ButtonGroupProps } from './ButtonGroup';
export type { ButtonGroupOrientation } from './ButtonGroup.styles';
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from './ToggleButtonGroup';
