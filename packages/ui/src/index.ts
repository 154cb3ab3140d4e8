// Theme
export {
  AtriumProvider,
  GlobalStyle,
  contrastRatio,
  createTheme,
  layout,
  motion,
  radii,
  shadows,
  smartDefault,
  space,
  typography,
  zIndex,
  type AtriumProviderProps,
  type AtriumTheme,
  type Skin,
  type SkinColors,
} from './theme';

// Button
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
