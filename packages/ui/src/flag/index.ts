export { Flag, type FlagProps } from './Flag';
export { countryName, useFlag, type FlagState, type FlagStatus } from './useFlag';
export { flagCodes, isFlagCode, type FlagCode } from './flagCodes';
export type { FlagLoader } from './flagLoaders';
