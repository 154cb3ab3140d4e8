export { sanitizeHtml, type SanitizeHtmlOptions, type SanitizedHtml } from './sanitizeHtml';
export { safeUrl } from './safeUrl';
