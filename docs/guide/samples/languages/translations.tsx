import type { ReactNode } from 'react';
import { AtriumProvider, TranslationProvider, useTranslation, type Language } from '@atrium/ui';

const languages: Language[] = [
  // The keys are the English words, so English needs no dictionary.
  { key: 'en', name: 'English', locale: 'en-US', flag: 'us', hasDictionary: false },
  { key: 'es', name: 'Español', locale: 'es-ES', flag: 'es' },
];

const loadDictionary = async (key: string): Promise<unknown> => (await fetch(`/langs/${key}.json`)).json();

function ThemedByLanguage({ children }: { children: ReactNode }) {
  const { locale } = useTranslation();
  return <AtriumProvider locale={locale}>{children}</AtriumProvider>;
}

export function Translated({ children }: { children: ReactNode }) {
  return (
    <TranslationProvider languages={languages} loadDictionary={loadDictionary}>
      <ThemedByLanguage>{children}</ThemedByLanguage>
    </TranslationProvider>
  );
}

export function Greeting({ name }: { name: string }) {
  const { t, languages, language, setLanguage } = useTranslation();
  return (
    <p>
      {t('Welcome back, {name}', { name })}{' '}
      {languages
        .filter((other) => other.key !== language.key)
        .map((other) => (
          <button key={other.key} type="button" onClick={() => setLanguage(other.key)}>
            {other.name}
          </button>
        ))}
    </p>
  );
}
