export {
  TranslationProvider,
  useTranslation,
  type TranslationContextValue,
  type TranslationProviderProps,
} from './TranslationProvider';
export { sanitizeDictionary, translate, type Dictionary, type Language } from './translate';
export { formatRelativeTime } from './formatRelativeTime';
export { translateStrings, type Translate } from './translateStrings';
