import { useTranslation } from '@atrium/ui';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useState } from 'react';

// Each language's month and day names load only when someone picks that language.
const loaders: Readonly<Record<string, () => Promise<Locale>>> = {
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  it: () => import('date-fns/locale/it').then((module) => module.it),
  nl: () => import('date-fns/locale/nl').then((module) => module.nl),
  pt: () => import('date-fns/locale/pt').then((module) => module.pt),
};

// Kept for the page's life, so a calendar mounted after its language arrived draws its names at once.
const loadedLocales = new Map<string, Locale>([['en', enUS]]);

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/** The date-fns locale data for a BCP 47 tag, by its language; English for languages without one here. */
export function loadDateFnsLocale(tag: string): Promise<Locale> {
  const language = languageOf(tag);
  const loaded = loadedLocales.get(language);
  if (loaded) return Promise.resolve(loaded);
  const load = loaders[language];
  if (!load) return Promise.resolve(enUS);
  return load().then(
    (data) => {
      loadedLocales.set(language, data);
      return data;
    },
    () => enUS,
  );
}

/**
 * Month and day names for date-fns based widgets (calendars, date pickers) in the chosen language. Names
 * already loaded (the dashboard loads them with the language's dictionary) are drawn at once; otherwise dates
 * read in English until the language's data has loaded (one small chunk), and stay English if it fails to.
 */
export function useDateFnsLocale(): Locale {
  const language = languageOf(useTranslation().locale);
  const ready = loadedLocales.get(language);
  // Only re-renders once the data has arrived; what it holds is read from the cache.
  const [, setArrived] = useState<string>();
  useEffect(() => {
    if (ready) return;
    let isCurrent = true;
    void loadDateFnsLocale(language).then(() => {
      if (isCurrent) setArrived(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language, ready]);
  return ready ?? enUS;
}
