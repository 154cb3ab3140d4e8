/** Where settings persist: one string value per key. The default is the browser's localStorage. */
export interface SettingsStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * localStorage that never throws: private modes, disabled storage and full quotas make reads return null and
 * writes do nothing, so the app keeps working with its defaults.
 */
export function browserSettingsStorage(): SettingsStorage {
  const store = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: (key) => {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // Full or blocked storage: the setting lasts for this visit only.
      }
    },
    remove: (key) => {
      try {
        store()?.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
  };
}

/** A storage kept in memory, for tests, server rendering and apps that persist elsewhere. */
export function memorySettingsStorage(initial: Record<string, string> = {}): SettingsStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
