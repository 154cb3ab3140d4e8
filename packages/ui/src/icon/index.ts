export { Icon, type IconOptions, type IconProps } from './Icon';
export { iconSizeEm, type IconSize } from './Icon.styles';
export { IconProvider, useIconByName, type IconProviderProps } from './IconProvider';
export {
  useIcon,
  type IconAriaProps,
  type IconGeometry,
  type IconPath,
  type IconState,
  type UseIconOptions,
} from './useIcon';
export { createIconMap, fontAwesomeName, type IconMap } from './iconMap';
export { eventIcons, type EventIconName } from './eventIcons';
export { directionalIconNames, isDirectionalIcon } from './directionalIcons';
export { Glyph, type GlyphProps } from './Glyph';
export { glyphIcons, type GlyphName } from './glyphIcons';
