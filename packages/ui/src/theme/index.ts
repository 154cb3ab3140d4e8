import './styled';

export { AtriumProvider, type AtriumProviderProps } from './AtriumProvider';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio } from './contrast';
export { smartDefault } from './skins/smartDefault';
export {
  createTheme,
  layout,
  motion,
  radii,
  shadows,
  space,
  typography,
  zIndex,
  type AtriumTheme,
  type Skin,
  type SkinColors,
} from './tokens';
