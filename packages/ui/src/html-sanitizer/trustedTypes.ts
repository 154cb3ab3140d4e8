/** The policy every HTML sink of Atrium writes through; a page's `trusted-types` directive names it. */
export const htmlPolicyName = 'atrium';

/**
 * The Trusted Types policy names a page showing Atrium lists in its `trusted-types` directive: Atrium's own,
 * DOMPurify's (it parses markup with a policy of its own before cleaning it) and `default`, which
 * {@link installDefaultTrustedTypesPolicy} creates for libraries that write markup as plain strings.
 */
export const trustedTypesPolicyNames: readonly string[] = [htmlPolicyName, 'dompurify', 'default'];

interface HtmlPolicy {
  createHTML(html: string, ...rest: unknown[]): TrustedHTML;
}

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML(html: string, ...rest: never[]): string | null },
  ): HtmlPolicy;
  readonly defaultPolicy: HtmlPolicy | null;
}

const policyFactory = () =>
  typeof window === 'undefined'
    ? undefined
    : (window as Window & { trustedTypes?: PolicyFactory }).trustedTypes;

let htmlPolicyMade: HtmlPolicy | null | undefined;

/**
 * The `atrium` policy, made on first use where the browser has Trusted Types (`null` elsewhere): its
 * `createHTML` hands the markup to `sanitise` and vouches only for what comes back.
 */
export function htmlPolicy(sanitise: (html: string, options?: never) => string): HtmlPolicy | null {
  if (htmlPolicyMade === undefined) {
    htmlPolicyMade = policyFactory()?.createPolicy(htmlPolicyName, { createHTML: sanitise }) ?? null;
  }
  return htmlPolicyMade;
}

/** Markup a library wrote as a plain string, when it may be drawn as it is; `null` refuses it. */
type MarkupJudge = (html: string) => string | null;

let markupJudge: MarkupJudge | undefined;
const knownLibraryMarkup = new Set<string>();

/** From now on the default policy lets through the library markup that `judge` accepts. */
export function judgeLibraryMarkupWith(judge: MarkupJudge): void {
  markupJudge = judge;
}

/**
 * Lets the default policy pass these exact strings: the fixed markup a library writes (Leaflet's test for SVG
 * support, say), so a part that writes nothing else need not load the sanitiser to have it judged.
 */
export function allowLibraryMarkup(markup: readonly string[]): void {
  for (const html of markup) knownLibraryMarkup.add(html);
}

function libraryString(html: string): string | null {
  // Without a '<' the HTML parser opens no element: the string can only become text.
  if (!html.includes('<') || knownLibraryMarkup.has(html)) return html;
  return markupJudge ? markupJudge(html) : null;
}

/**
 * Creates the page's `default` Trusted Types policy where the browser has Trusted Types. Some libraries Atrium
 * draws with write plain strings into HTML sinks (Leaflet's controls, Tiptap's content and style sheet,
 * react-aria's announcements, d3 clearing an element); under `require-trusted-types-for 'script'` each such
 * write throws unless a default policy vouches for it. This one lets through text, the fixed markup Atrium's
 * street map knows Leaflet writes, and, once Atrium's sanitiser has loaded (with the editors and the mail
 * reader), markup in which the sanitiser finds nothing to remove. Anything else still throws. It never
 * rewrites what it lets through, and it keeps DOMPurify out of the start-up script of pages that show no
 * outside HTML. Call it once, before the app renders.
 */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = policyFactory();
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', { createHTML: libraryString });
}
