import type { IframeHTMLAttributes } from 'react';
import { sanitizeHtml, type SanitizedHtml, type SanitizeHtmlOptions } from './sanitizeHtml';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps extends Omit<
  IframeHTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML' | 'srcDoc'
> {
  /**
   * HTML from outside the app, sanitised here with `options`; or what `sanitizeHtml` already returned, for a
   * screen that also tells the reader what was removed.
   */
  html: string | SanitizedHtml;
  /** How a string `html` is sanitised; see `sanitizeHtml`. */
  options?: SanitizeHtmlOptions;
  /**
   * The element that holds the HTML. Default `div`. An `iframe` draws it as the frame's own document
   * (`srcdoc`): give it `sandbox=""` and a `title`, and sanitise with `wholeDocument` to keep its head.
   */
  as?: 'div' | 'article' | 'section' | 'iframe';
}

/**
 * Draws HTML from outside the app, sanitised by `sanitizeHtml`. It is the one component that writes HTML
 * into the page: where the browser has Trusted Types, the markup reaches the element as the `atrium`
 * policy's `TrustedHTML`, so a page that requires Trusted Types accepts it and refuses every other write.
 */
export function SafeHtml({ html, options, as: Element = 'div', ...props }: SafeHtmlProps) {
  const { trusted } = typeof html === 'string' ? sanitizeHtml(html, options) : html;
  if (Element === 'iframe') {
    // React hands an attribute's value to `setAttribute` as it is, so a TrustedHTML reaches `srcdoc` intact;
    // React's types only know strings there.
    return <iframe {...props} title={props.title} srcDoc={trusted as string} />;
  }
  return <Element {...props} dangerouslySetInnerHTML={{ __html: trusted }} />;
}
