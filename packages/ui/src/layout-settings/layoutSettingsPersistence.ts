import {
  defaultLayoutSettings,
  normalizeLayoutSettings,
  type LayoutOption,
  type LayoutSettings,
} from './layoutSettingsReducer';
import type { SettingsStorage } from './settingsStorage';

/** Storage key of each setting under a namespace, one key per setting, so each change writes only its own. */
export const layoutSettingKeys: Record<keyof LayoutSettings, string> = {
  isFixedHeader: 'fixed-header',
  isFixedNavigation: 'fixed-navigation',
  isFixedRibbon: 'fixed-ribbon',
  isFixedFooter: 'fixed-page-footer',
  isInsideContainer: 'inside-container',
  isRtl: 'rtl',
  isMenuOnTop: 'menu-on-top',
  isColorBlindFriendly: 'colorblind-friendly',
  skin: 'skin',
};

const storageKey = (namespace: string, setting: keyof LayoutSettings) =>
  `${namespace}.${layoutSettingKeys[setting]}`;

/**
 * Reads stored settings. Only the exact strings `true`/`false` count for options and only a known skin key
 * for the skin; anything else (garbage, another app's data) is ignored in favour of the default.
 */
export function loadLayoutSettings(
  storage: SettingsStorage,
  namespace: string,
  knownSkins: readonly string[],
): LayoutSettings {
  const settings = { ...defaultLayoutSettings };
  for (const option of Object.keys(layoutSettingKeys) as (keyof LayoutSettings)[]) {
    const raw = storage.get(storageKey(namespace, option));
    if (option === 'skin') {
      if (raw !== null && knownSkins.includes(raw)) settings.skin = raw;
    } else if (raw === 'true' || raw === 'false') {
      settings[option as LayoutOption] = raw === 'true';
    }
  }
  return normalizeLayoutSettings(settings);
}

/** Writes every setting under its own key. */
export function saveLayoutSettings(
  storage: SettingsStorage,
  namespace: string,
  settings: LayoutSettings,
): void {
  for (const option of Object.keys(layoutSettingKeys) as (keyof LayoutSettings)[]) {
    storage.set(storageKey(namespace, option), String(settings[option]));
  }
}

/** Removes every stored setting (factory reset). */
export function clearLayoutSettings(storage: SettingsStorage, namespace: string): void {
  for (const option of Object.keys(layoutSettingKeys) as (keyof LayoutSettings)[]) {
    storage.remove(storageKey(namespace, option));
  }
}
