const rightToLeftLanguages = new Set([
  'ar',
  'arc',
  'dv',
  'fa',
  'he',
  'iw',
  'ku',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** Reading direction of a BCP 47 locale (`ar-EG` → `rtl`). */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return rightToLeftLanguages.has(language) ? 'rtl' : 'ltr';
}

/**
 * The locale react-aria should use. react-aria derives arrow-key and slider direction from the locale alone,
 * so a right-to-left layout with a left-to-right language (the layout settings' RTL switch) borrows Arabic
 * with Latin digits for behaviour, while visible text keeps coming from the app's own dictionaries.
 */
export function behaviourLocale(locale: string, direction: 'ltr' | 'rtl'): string {
  if (directionOf(locale) === direction) return locale;
  return direction === 'rtl' ? 'ar-u-nu-latn' : 'en-US';
}
