import { marked } from 'marked';
import { sanitizeHtml } from '../html-sanitizer/sanitizeHtml';

/**
 * Markdown (GitHub flavour: tables, task lists, autolinks, single line breaks kept) as sanitised HTML: raw HTML
 * in the source may format, but never run a script, load a style or frame, or link to `javascript:`.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(html).html;
}
