import DOMPurify from 'dompurify';

/** A message body made safe to show, and what was taken out of it. */
export interface SanitizedBody {
  html: string;
  /** Something unsafe (a script, an event handler, a form, a frame, a `javascript:` link…) was removed. */
  hasRemovedContent: boolean;
  /** How many remote images are held back until the reader asks for them. */
  blockedImages: number;
}

const purifier = DOMPurify();

/** A URL that leaves the app: any absolute or protocol-relative one (data: images stay, they load nothing). */
const isRemote = (url: string) =>
  /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url) && !/^\s*data:image\//i.test(url);

let allowRemoteImages = false;
let blockedImages = 0;

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // Links open outside the app and hand it no reference or referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG' && !allowRemoteImages) {
    const src = node.getAttribute('src') ?? '';
    if (isRemote(src) || node.hasAttribute('srcset')) {
      node.removeAttribute('src');
      node.removeAttribute('srcset');
      blockedImages += 1;
    }
  }
});

/**
 * Sanitises a message's HTML with DOMPurify: no scripts, event handlers, `javascript:` URLs, forms, frames,
 * styles or embedded objects survive, and remote images (which would tell the sender the message was read)
 * load only with `showRemoteImages`.
 */
export function sanitizeMessageBody(html: string, showRemoteImages = false): SanitizedBody {
  allowRemoteImages = showRemoteImages;
  blockedImages = 0;
  const clean = purifier.sanitize(html, {
    FORBID_TAGS: [
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
    ],
    // Inline styles can fetch remote URLs and draw over the app; background attributes too.
    FORBID_ATTR: ['style', 'background', 'srcset', 'poster', 'action', 'formaction'],
  });
  return { html: clean, hasRemovedContent: purifier.removed.length > 0, blockedImages };
}

/** An attachment's link when it is safe to follow: relative to the app, or over http(s). */
export function safeDownloadUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^\s*https?:\/\//i.test(url)) return url;
  return /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url) ? undefined : url;
}
