import './styled';

export { AtriumProvider, type AtriumProviderProps } from './AtriumProvider';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio } from './contrast';
export { lightContent } from './skins/lightContent';
export { behaviourLocale, directionOf } from './direction';
export {
  darkElegance,
  glass,
  googleSkin,
  materialDesign,
  pixelSmash,
  skinByName,
  skins,
  smartDefault,
  ultraLight,
} from './skins';
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
  type FrameArea,
  type Skin,
  type SkinColors,
} from './tokens';
export { nameHiddenOnPhone, onPhone } from './onPhone';
