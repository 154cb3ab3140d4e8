import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { findIcon, type IconMap } from './iconMap';

const noIcons: IconMap = {};
const IconMapContext = createContext<IconMap>(noIcons);

/** Props of {@link IconProvider}. */
export interface IconProviderProps {
  /** Names → definitions, e.g. `eventIcons`; merged over the maps of providers further up. */
  icons: IconMap;
  /**
   * Its names give way to the same names of providers further up: defaults of a library or an area that the
   * app around it can replace. Default `false`: its names win.
   */
  isFallback?: boolean;
  children: ReactNode;
}

/** Lets `<Icon name="…" />` below it resolve icon names; nest providers to add names for one area. */
export function IconProvider({ icons, isFallback = false, children }: IconProviderProps) {
  const parent = useContext(IconMapContext);
  const merged = useMemo(() => {
    if (parent === noIcons) return icons;
    return isFallback ? { ...icons, ...parent } : { ...parent, ...icons };
  }, [parent, icons, isFallback]);
  return <IconMapContext.Provider value={merged}>{children}</IconMapContext.Provider>;
}

/**
 * Warns once per mount, in development only, that a name resolved to nothing; rendering nothing is the
 * fallback, since an icon name often comes from data (menu JSON, calendar events) and must never crash.
 */
export function useUnknownIconWarning(name: string | undefined, isKnown: boolean, source: string) {
  useEffect(() => {
    if (name === undefined || isKnown || process.env.NODE_ENV === 'production') return;
    console.warn(`Atrium: no icon named "${name}" in ${source}; nothing is rendered.`);
  }, [name, isKnown, source]);
}

/** The definition the nearest {@link IconProvider}s give a name, or `undefined` (with a dev warning). */
export function useIconByName(name: string | undefined): IconDefinition | undefined {
  const icons = useContext(IconMapContext);
  const definition = name === undefined ? undefined : findIcon(icons, name);
  useUnknownIconWarning(name, definition !== undefined, 'any IconProvider');
  return definition;
}
