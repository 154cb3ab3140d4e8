/**
 * The one file that may write HTML into the page: the sanitising component. Everywhere else, drawing HTML
 * goes through it, so every HTML sink gets sanitised markup and, under Trusted Types, the `atrium` policy's
 * TrustedHTML.
 */
export const sanitisingComponentFile = 'packages/ui/src/html-sanitizer/SafeHtml.tsx';

/** A `no-restricted-syntax` entry: raw HTML props (`dangerouslySetInnerHTML`, an iframe's `srcDoc`). */
export const htmlSinkSyntax = {
  selector:
    "JSXAttribute[name.name=/^(dangerouslySetInnerHTML|srcDoc|srcdoc)$/], Property[key.name='dangerouslySetInnerHTML']",
  message:
    'Draw outside HTML with <SafeHtml> from @atrium/ui: it is the one place allowed to write HTML into the page.',
};
