/** The `t` of {@link useTranslation}: a key and its placeholder values in, the current language's text out. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A component's English default strings with every text run through `t`, nested records included, so the
 * defaults follow the chosen language; functions (texts built from values) are left to their owner.
 */
export function translateStrings<T extends object>(strings: T, t: Translate): T {
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'string'
        ? t(value)
        : value !== null && typeof value === 'object'
          ? translateStrings(value, t)
          : value,
    ]),
  ) as T;
}
