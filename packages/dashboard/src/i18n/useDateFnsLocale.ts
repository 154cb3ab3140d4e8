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

/** The date-fns locale data for a BCP 47 tag, by its language; English for languages without one here. */
export function loadDateFnsLocale(tag: string): Promise<Locale> {
  const load = loaders[tag.split('-')[0]?.toLowerCase() ?? ''];
  return load ? load().catch(() => enUS) : Promise.resolve(enUS);
}

/**
 * Month and day names for date-fns based widgets (calendars, date pickers) in the chosen language. Until the
 * language's data has loaded (one small chunk) dates read in English, as they do when it fails to load.
 */
export function useDateFnsLocale(): Locale {
  const { locale } = useTranslation();
  const [loaded, setLoaded] = useState<{ tag: string; data: Locale }>({ tag: 'en-US', data: enUS });
  useEffect(() => {
    let isCurrent = true;
    void loadDateFnsLocale(locale).then((data) => {
      if (isCurrent) setLoaded({ tag: locale, data });
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  return loaded.data;
}
