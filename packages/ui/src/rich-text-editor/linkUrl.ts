import { safeUrl } from '../html-sanitizer/safeUrl';

/** Schemes a link in the editor may use: web pages and e-mail addresses (paths within the site need none). */
export const linkSchemes: readonly string[] = ['http', 'https', 'mailto'];

/** `url` when a link may point at it (http, https, mailto or a path within the site), else `undefined`. */
export const safeLinkUrl = (url: string) => safeUrl(url, linkSchemes);

/** `url` when an image may load from it (http, https or a path within the site), else `undefined`. */
export const safeImageUrl = (url: string) => safeUrl(url);
