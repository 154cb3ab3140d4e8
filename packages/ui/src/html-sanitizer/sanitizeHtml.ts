import DOMPurify from 'dompurify';
import { htmlPolicy, judgeLibraryMarkupWith } from './trustedTypes';

/** HTML made safe to show, and what was taken out of it. */
export interface SanitizedHtml {
  html: string;
  /**
   * The same HTML vouched for by the page's `atrium` Trusted Types policy, as `SafeHtml` draws it: a
   * `TrustedHTML` where the browser has Trusted Types, the string itself elsewhere.
   */
  trusted: TrustedHTML | string;
  /** Something unsafe (a script, an event handler, a form, a frame, a `javascript:` link…) was removed. */
  hasRemovedContent: boolean;
  /** How many remote images were held back (only with `allowRemoteImages: false`). */
  blockedImages: number;
}

/** Options of {@link sanitizeHtml}. */
export interface SanitizeHtmlOptions {
  /**
   * Keep images that load from another server. Default `true`; a mail reader passes `false` until the reader
   * asks, since a remote image tells the sender the message was read.
   */
  allowRemoteImages?: boolean;
  /**
   * Keep `style` attributes, for HTML that is read further rather than shown: an editor reads a word
   * processor's bold and italic from them and keeps none of the styles. Default `false`.
   */
  keepInlineStyles?: boolean;
  /**
   * Keep the whole document (doctype, `html` with its language and direction, `head`, `title`, `body`), for a
   * frame's `srcdoc`. Default `false`: the content of the body only.
   */
  wholeDocument?: boolean;
}

/** A URL that leaves the app: any absolute or protocol-relative one (data: images stay, they load nothing). */
const isRemote = (url: string) =>
  /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url) && !/^\s*data:image\//i.test(url);

// The hook reads the options of the call in progress; sanitising is synchronous, so calls never overlap.
let allowRemoteImages = true;
let blockedImages = 0;

/** Opens links outside the app, describes undescribed pictures and holds back remote ones when asked. */
function markLinksAndImages(node: Element) {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // Links open outside the app and hand it no reference or referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // A picture its author did not describe is read as its file name; an empty description skips it instead.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName === 'IMG' && !allowRemoteImages) {
    const src = node.getAttribute('src') ?? '';
    if (isRemote(src) || node.hasAttribute('srcset')) {
      node.removeAttribute('src');
      node.removeAttribute('srcset');
      blockedImages += 1;
    }
  }
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** The purifier, made on first use: DOMPurify needs a DOM, which a server render of the app has none of. */
function ownPurifier() {
  if (!purifier) {
    purifier = DOMPurify();
    purifier.addHook('afterSanitizeAttributes', markLinksAndImages);
  }
  return purifier;
}

const forbiddenTags = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  // Media other than images can fetch remote files (posters, sources, tracks) without asking.
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'math',
];

/**
 * Chromium checks the page's Content Security Policy when it parses an event-handler attribute, even in the
 * inert document DOMPurify parses into, where no handler can ever run, and reports each as a violation.
 * Renaming them in the markup first keeps those false reports out of the page's violation reports;
 * DOMPurify then drops the renamed attribute like any unknown one. Safety never rests on this pass.
 */
const markHandlerAttributes = (html: string) =>
  html.replace(/<[a-z][^>]*(?:>|$)/gi, (tag) => tag.replace(/([\s/"'])on(?=[a-z]+\s*=)/gi, '$1x-on'));

/**
 * Sanitises HTML from outside the app (a mail body, pasted or edited rich text) with DOMPurify: no scripts,
 * event handlers, `javascript:` URLs, forms, frames, styles or embedded objects survive, and links open in a
 * new tab without a reference back to the app.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): SanitizedHtml {
  const policy = htmlPolicy(purify);
  if (!policy) {
    const result = purifyWithReport(html, options);
    return { ...result, trusted: result.html };
  }
  // The policy runs `purify` on the HTML, so what it removed is read from the same single pass.
  const trusted = policy.createHTML(html, options);
  return { ...lastResult, trusted };
}

type PurifiedHtml = Omit<SanitizedHtml, 'trusted'>;

// What the policy's last sanitising found; read straight after the synchronous call that set it.
let lastResult: PurifiedHtml = { html: '', hasRemovedContent: false, blockedImages: 0 };

/** The sanitising the `atrium` policy runs: the clean markup, with its report kept for {@link sanitizeHtml}. */
function purify(html: string, options: SanitizeHtmlOptions = {}): string {
  lastResult = purifyWithReport(html, options);
  return lastResult.html;
}

function purifyWithReport(html: string, options: SanitizeHtmlOptions): PurifiedHtml {
  const purifier = ownPurifier();
  const clean = purifier.sanitize(markHandlerAttributes(html), purifyConfig(options));
  return { html: clean, hasRemovedContent: purifier.removed.length > 0, blockedImages };
}

/**
 * HTML from outside the app, sanitised like {@link sanitizeHtml} does, as the body element of a document of
 * its own that is never shown: for reading its text, with no HTML written anywhere.
 */
export function sanitizedHtmlBody(html: string): HTMLElement {
  const config = { ...purifyConfig({}), RETURN_DOM: true } as const;
  // With RETURN_DOM, DOMPurify hands back the body element it cleaned, or nothing for markup without one.
  const body = ownPurifier().sanitize(markHandlerAttributes(html), config) as HTMLElement | null;
  return body ?? document.implementation.createHTMLDocument('').body;
}

function purifyConfig(options: SanitizeHtmlOptions) {
  allowRemoteImages = options.allowRemoteImages ?? true;
  blockedImages = 0;
  return {
    WHOLE_DOCUMENT: options.wholeDocument ?? false,
    ADD_TAGS: options.wholeDocument ? ['!doctype'] : [],
    FORBID_TAGS: forbiddenTags,
    // Inline styles can fetch remote URLs and draw over the app; background attributes too.
    FORBID_ATTR: [
      ...(options.keepInlineStyles ? [] : ['style']),
      'background',
      'srcset',
      'poster',
      'action',
      'formaction',
    ],
  };
}

/**
 * Markup a library writes as a plain string, let through only when DOMPurify finds nothing to remove in it;
 * anything that could run script is refused, and the write throws as if there were no default policy.
 */
function harmlessLibraryHtml(html: string): string | null {
  const purifier = ownPurifier();
  // Atrium's own sanitised markup opens links in a new tab: that target is no reason to refuse it.
  purifier.sanitize(markHandlerAttributes(html), { ADD_ATTR: ['target'] });
  return purifier.removed.length === 0 ? html : null;
}

// Wherever the sanitiser has loaded, the page's default Trusted Types policy (when installed) judges library
// markup with it; until then it lets only text through.
judgeLibraryMarkupWith(harmlessLibraryHtml);
