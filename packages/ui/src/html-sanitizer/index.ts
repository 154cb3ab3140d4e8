export {
  sanitizeHtml,
  sanitizedHtmlBody,
  type SanitizeHtmlOptions,
  type SanitizedHtml,
} from './sanitizeHtml';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { htmlPolicyName, installDefaultTrustedTypesPolicy, trustedTypesPolicyNames } from './trustedTypes';
export { safeUrl } from './safeUrl';
