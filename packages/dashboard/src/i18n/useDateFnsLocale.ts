import { useTranslation } from '@atrium/ui';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useState } from 'react';
import { loadDateFnsLocale, loadedDateFnsLocale } from './dateFnsLocales';

/**
 * Month and day names for date-fns based widgets (calendars, date pickers) in the chosen language. Names
 * already loaded (the dashboard loads them with the language's dictionary) are drawn at once; otherwise dates
 * read in English until the language's data has loaded (one small chunk), and stay English if it fails to.
 */
export function useDateFnsLocale(): Locale {
  const { locale } = useTranslation();
  const ready = loadedDateFnsLocale(locale);
  // Only re-renders once the data has arrived; what it holds is read from the cache.
  const [, setArrived] = useState<string>();
  useEffect(() => {
    if (ready) return;
    let isCurrent = true;
    void loadDateFnsLocale(locale).then(() => {
      if (isCurrent) setArrived(locale);
    });
    return () => {
      isCurrent = false;
    };
  }, [locale, ready]);
  return ready ?? enUS;
}
