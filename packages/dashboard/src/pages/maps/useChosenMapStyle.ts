import { useState } from 'react';
import { browserSettingsStorage, type SettingsStorage } from '@atrium/ui';

const storageKey = 'atrium.maps.style';

/**
 * Which map style the user picked, remembered in `storage` (the browser's localStorage by default) so the map
 * opens in it on the next visit. A remembered key the server no longer offers gives way to the first style.
 */
export function useChosenMapStyle(
  offered: readonly { key: string }[] | undefined,
  storage: SettingsStorage = defaultStorage,
) {
  const [chosen, setChosen] = useState(() => storage.get(storageKey));
  const isOffered = offered?.some((style) => style.key === chosen) ?? false;
  const key = isOffered ? chosen! : offered?.[0]?.key;
  const choose = (next: string) => {
    setChosen(next);
    storage.set(storageKey, next);
  };
  return [key, choose] as const;
}

const defaultStorage = browserSettingsStorage();
