export { Badge, type BadgeProps } from './Badge';
export { Label, type LabelProps } from './Label';
export type { TagVariant } from './Badge.styles';
export { formatBadgeCount } from './formatBadgeCount';
export { stateColors, tagColors, type StateColor } from './stateColors';
