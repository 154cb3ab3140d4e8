import type { FlagLoader } from '@atrium/ui';

// The flags of the languages the demo ships (api/languages.json), loaded directly so the header's language
// button does not fetch the table of every flag first; any other flag still draws through that table.
const languageFlags: Readonly<Record<string, FlagLoader>> = {
  us: () => import('country-flag-icons/string/3x2/US'),
  de: () => import('country-flag-icons/string/3x2/DE'),
  fr: () => import('country-flag-icons/string/3x2/FR'),
  sa: () => import('country-flag-icons/string/3x2/SA'),
};

/** A direct loader for a language's flag code, when the dashboard has one. */
export function languageFlag(code: string): FlagLoader | undefined {
  return Object.hasOwn(languageFlags, code.toLowerCase()) ? languageFlags[code.toLowerCase()] : undefined;
}
