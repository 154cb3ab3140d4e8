import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { browserSettingsStorage, type SettingsStorage } from '../layout-settings/settingsStorage';
import { directionOf } from '../theme/direction';
import { sanitizeDictionary, translate, type Dictionary, type Language } from './translate';

/** What {@link useTranslation} returns. */
export interface TranslationContextValue {
  /** Translation of `key`, or the key itself. */
  t: (key: string, values?: Record<string, string | number>) => string;
  language: Language;
  languages: readonly Language[];
  setLanguage: (key: string) => void;
  /** Reading direction of the current language. */
  direction: 'ltr' | 'rtl';
  /** BCP 47 locale of the current language. */
  locale: string;
  isLoading: boolean;
}

/** Props of {@link TranslationProvider}. */
export interface TranslationProviderProps {
  /** Offered languages; the first is the default. */
  languages: readonly Language[];
  /** Fetches one language's dictionary. A rejection is logged once and the keys are shown instead. */
  loadDictionary: (key: string) => Promise<unknown>;
  /** Where the chosen language is remembered; localStorage by default. */
  storage?: SettingsStorage;
  /** Storage key of the chosen language. */
  storageKey?: string;
  children: ReactNode;
}

const fallbackLanguage: Language = { key: 'en', name: 'English' };
const noWords: Dictionary = {};
const TranslationContext = createContext<TranslationContextValue | null>(null);
const defaultStorage = browserSettingsStorage();

/** Loads the chosen language's dictionary and re-renders its subtree on a switch, without a reload. */
export function TranslationProvider({
  languages,
  loadDictionary,
  storage = defaultStorage,
  storageKey = 'atrium.language',
  children,
}: TranslationProviderProps) {
  const [chosenKey, setChosenKey] = useState(() => storage.get(storageKey));
  const language = languages.find((item) => item.key === chosenKey) ?? languages[0] ?? fallbackLanguage;
  const [loaded, setLoaded] = useState<{ key: string; dictionary: Dictionary }>();
  const failedKeys = useRef(new Set<string>());
  const isDictionaryNeeded = language.hasDictionary !== false;

  useEffect(() => {
    if (!isDictionaryNeeded) return;
    let isCurrent = true;
    // Every translated string re-renders when a dictionary arrives: as a transition, React does that in short
    // slices the browser can interrupt for input, not in one long task while the page is starting up.
    const show = (dictionary: Dictionary) =>
      startTransition(() => setLoaded({ key: language.key, dictionary }));
    loadDictionary(language.key).then(
      (data) => isCurrent && show(sanitizeDictionary(data)),
      (error: unknown) => {
        if (!failedKeys.current.has(language.key)) {
          failedKeys.current.add(language.key);
          console.warn(`Could not load the "${language.key}" dictionary; showing untranslated keys.`, error);
        }
        if (isCurrent) show({});
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [language.key, isDictionaryNeeded, loadDictionary]);

  const setLanguage = useCallback(
    (key: string) => {
      storage.set(storageKey, key);
      setChosenKey(key);
    },
    [storage, storageKey],
  );

  const value = useMemo<TranslationContextValue>(() => {
    // While the next language loads, keep showing the previous words rather than flashing raw keys.
    const dictionary = isDictionaryNeeded ? (loaded?.dictionary ?? noWords) : noWords;
    const locale = language.locale ?? language.key;
    return {
      t: (key, values) => translate(dictionary, key, values),
      language,
      languages,
      setLanguage,
      direction: directionOf(locale),
      locale,
      isLoading: isDictionaryNeeded && loaded?.key !== language.key,
    };
  }, [loaded, isDictionaryNeeded, language, languages, setLanguage]);

  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

const untranslated: TranslationContextValue = {
  t: (key, values) => translate({}, key, values),
  language: fallbackLanguage,
  languages: [fallbackLanguage],
  setLanguage: () => undefined,
  direction: 'ltr',
  locale: 'en',
  isLoading: false,
};

/** The current language and `t()`; outside a provider, `t()` returns keys unchanged. */
export function useTranslation(): TranslationContextValue {
  return useContext(TranslationContext) ?? untranslated;
}
