export {
  LayoutSettingsPanel,
  defaultLayoutSettingsPanelLabels,
  layoutOptions,
  type LayoutSettingsGearPlacement,
  type LayoutSettingsPanelLabels,
  type LayoutSettingsPanelProps,
} from './LayoutSettingsPanel';
export type { SkinChoice } from './SkinPicker';
export { useLayoutSettings, type UseLayoutSettingsOptions } from './useLayoutSettings';
export {
  defaultLayoutSettings,
  layoutSettingsReducer,
  normalizeLayoutSettings,
  type LayoutOption,
  type LayoutSettings,
  type LayoutSettingsAction,
} from './layoutSettingsReducer';
export {
  clearLayoutSettings,
  layoutSettingKeys,
  loadLayoutSettings,
  saveLayoutSettings,
} from './layoutSettingsPersistence';
export { browserSettingsStorage, memorySettingsStorage, type SettingsStorage } from './settingsStorage';
