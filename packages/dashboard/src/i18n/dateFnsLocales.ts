import type { Locale } from 'date-fns';

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
const loadedLocales = new Map<string, Locale>();

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The date-fns locale data for a BCP 47 tag, by its language, once loaded; undefined stands for English, which
 * date-fns formats with by default (and which this module leaves out, so the app's first script does not carry it).
 */
export function loadedDateFnsLocale(tag: string): Locale | undefined {
  return loadedLocales.get(languageOf(tag));
}

/** Loads the date-fns locale data for a BCP 47 tag; resolves to undefined (English) for a language without any. */
export function loadDateFnsLocale(tag: string): Promise<Locale | undefined> {
  const language = languageOf(tag);
  const loaded = loadedLocales.get(language);
  const load = loaders[language];
  if (loaded || !load) return Promise.resolve(loaded);
  return load().then(
    (data) => {
      loadedLocales.set(language, data);
      return data;
    },
    () => undefined,
  );
}
