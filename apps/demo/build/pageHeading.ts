/** A page's top heading as `PageHeader` draws it: "Title > subtitle", with or without an icon before it. */
export interface PageHeading {
  title: string;
  subtitle?: string;
  hasIcon: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!);

/**
 * Reads the first `<h1>` of a page rendered to HTML, when `PageHeader` drew it: an optional icon slot (hidden
 * from assistive technology), the title with a spoken comma, then the chevron (hidden too) and the subtitle.
 * Undefined for a page whose heading is drawn some other way (an error screen), which the frame cannot copy.
 */
export function pageHeadingOf(html: string): PageHeading | undefined {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (heading === undefined) return undefined;
  const icon = /^<span aria-hidden="true"[^>]*><svg\b[\s\S]*?<\/svg><\/span>/.exec(heading)?.[0] ?? '';
  const rest = heading.slice(icon.length);
  // PageHeader wraps the title in a plain span; a heading that starts with text is not one of its.
  if (!rest.startsWith('<span>')) return undefined;
  const [before, after] = rest.split(/<span aria-hidden="true"[^>]*>&gt;<\/span>/);
  const title = textOf(before ?? '')
    .replace(/,$/, '')
    .trim();
  if (!title) return undefined;
  const subtitle = after === undefined ? undefined : textOf(after).trim();
  return { title, ...(subtitle && { subtitle }), hasIcon: icon !== '' };
}
