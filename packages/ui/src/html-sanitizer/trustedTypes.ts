/** The policy every HTML sink of Atrium writes through; a page's `trusted-types` directive names it. */
export const htmlPolicyName = 'atrium';

/**
 * The Trusted Types policy names Atrium's own markup needs in a page's `trusted-types` directive: Atrium's
 * policy and DOMPurify's (it parses markup with a policy of its own before cleaning it).
 */
export const trustedTypesPolicyNames: readonly string[] = [htmlPolicyName, 'dompurify'];

interface HtmlPolicy {
  createHTML(html: string, ...rest: unknown[]): TrustedHTML;
}

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML(html: string, ...rest: never[]): string | null },
  ): HtmlPolicy;
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
