import { Button } from '../button';
import { memorySettingsStorage } from '../layout-settings/settingsStorage';
import { TranslationProvider } from './TranslationProvider';
import type { Language } from './translate';
import { useTranslation } from './TranslationProvider';

export const sampleLanguages: Language[] = [
  { key: 'en', name: 'English' },
  { key: 'de', name: 'Deutsch' },
  { key: 'ar', name: 'العربية' },
  { key: 'xx', name: 'Broken' },
];

const sampleDictionaries: Record<string, Record<string, string>> = {
  en: { Inbox: 'Inbox', greeting: 'Hello {name}' },
  de: { Inbox: 'Posteingang', greeting: 'Hallo {name}' },
  ar: { Inbox: 'البريد الوارد', greeting: 'مرحبا {name}' },
};

/** Resolves like a dictionary endpoint; the `xx` language fails, as a missing file would. */
export const loadSampleDictionary = (key: string) =>
  sampleDictionaries[key]
    ? Promise.resolve(sampleDictionaries[key])
    : Promise.reject(new Error(`No dictionary for ${key}`));

function Greeting() {
  const { t, language, languages, setLanguage, direction } = useTranslation();
  return (
    <div dir={direction}>
      <p>
        <strong>{t('Inbox')}</strong> · {t('greeting', { name: 'Ada' })} · {t('Untranslated key')}
      </p>
      <div role="group" aria-label="Language" style={{ display: 'flex', gap: 8 }}>
        {languages.map((item) => (
          <Button
            key={item.key}
            size="sm"
            variant={item.key === language.key ? 'primary' : 'default'}
            aria-pressed={item.key === language.key}
            onPress={() => setLanguage(item.key)}
          >
            {item.name}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** A translated snippet with a language switch, for stories and tests. */
export function TranslationDemo({ storage = memorySettingsStorage() }) {
  return (
    <TranslationProvider languages={sampleLanguages} loadDictionary={loadSampleDictionary} storage={storage}>
      <Greeting />
    </TranslationProvider>
  );
}
