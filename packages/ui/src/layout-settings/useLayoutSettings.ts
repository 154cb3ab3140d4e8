import { useCallback, useEffect, useReducer, useRef } from 'react';
import { skins } from '../theme/skins';
import { clearLayoutSettings, loadLayoutSettings, saveLayoutSettings } from './layoutSettingsPersistence';
import { layoutSettingsReducer, type LayoutOption } from './layoutSettingsReducer';
import { browserSettingsStorage, type SettingsStorage } from './settingsStorage';

/** Options of {@link useLayoutSettings}. */
export interface UseLayoutSettingsOptions {
  /** Where to persist; the browser's localStorage by default. */
  storage?: SettingsStorage;
  /** Prefix of every stored key, so two apps on one origin keep apart. */
  namespace?: string;
  /** Skin keys accepted from storage; the prebuilt skins by default. */
  skinNames?: readonly string[];
}

const defaultSkinNames = skins.map((skin) => skin.name);

/** Owns the layout settings: loads them once, applies the dependency rules, persists every change. */
export function useLayoutSettings({
  storage: givenStorage,
  namespace = 'atrium.layout',
  skinNames = defaultSkinNames,
}: UseLayoutSettingsOptions = {}) {
  const storage = givenStorage ?? browserStorage;
  const [settings, dispatch] = useReducer(layoutSettingsReducer, undefined, () =>
    loadLayoutSettings(storage, namespace, skinNames),
  );
  // Only the user's changes are written: loading writes nothing and a factory reset leaves the storage
  // empty, so a visitor who never chose keeps following the app's defaults.
  const hasChanges = useRef(false);

  useEffect(() => {
    if (hasChanges.current) saveLayoutSettings(storage, namespace, settings);
  }, [storage, namespace, settings]);

  const setOption = useCallback((option: LayoutOption, value: boolean) => {
    hasChanges.current = true;
    dispatch({ type: 'toggle', option, value });
  }, []);
  const setSkin = useCallback((skin: string) => {
    hasChanges.current = true;
    dispatch({ type: 'skin', skin });
  }, []);
  /** Forgets every stored setting and returns to the defaults. */
  const reset = useCallback(() => {
    clearLayoutSettings(storage, namespace);
    hasChanges.current = false;
    dispatch({ type: 'reset' });
  }, [storage, namespace]);

  return { settings, setOption, setSkin, reset };
}

const browserStorage = browserSettingsStorage();
