/** Words of one language: key → translation. */
export type Dictionary = Readonly<Record<string, string>>;

/** A language the app offers (a key and its dictionary). */
export interface Language {
  /** Dictionary key, e.g. `en`, `ar`. */
  key: string;
  /** Name in the language itself, shown in the selector. */
  name: string;
  /** BCP 47 locale for number and date formatting; defaults to `key`. */
  locale?: string;
  /** ISO country code of the flag shown beside the name. */
  flag?: string;
  /**
   * `false` for the language the keys are written in: its words are the keys, so no dictionary is loaded and
   * the page draws its words once instead of again when a dictionary arrives. Loaded by default.
   */
  hasDictionary?: boolean;
}

/**
 * Looks up `key`, falling back to the key itself (the English text) when there is no translation, and fills
 * `{name}` placeholders from `values`.
 */
export function translate(
  dictionary: Dictionary,
  key: string,
  values?: Record<string, string | number>,
): string {
  const text = Object.hasOwn(dictionary, key) ? dictionary[key]! : key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** Keeps only string entries, so a malformed dictionary file cannot inject objects into the UI. */
export function sanitizeDictionary(input: unknown): Dictionary {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  return Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
