import { marked } from 'marked';
import { sanitizeHtml, type SanitizedHtml } from '../html-sanitizer/sanitizeHtml';

/**
 * Markdown (GitHub flavour: tables, task lists, autolinks, single line breaks kept) as sanitised HTML: raw HTML
 * in the source may format, but never run a script, load a style or frame, or link to `javascript:`.
 */
export function renderMarkdown(markdown: string): string {
  return renderSanitizedMarkdown(markdown).html;
}

/** {@link renderMarkdown}'s HTML with what `sanitizeHtml` reports of it, ready for `SafeHtml`. */
export function renderSanitizedMarkdown(markdown: string): SanitizedHtml {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}
