import { RuleTester } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { describe, it } from 'vitest';
import { htmlSinkSyntax } from './htmlSinkRule.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [htmlSinkSyntax];
const error = { message: htmlSinkSyntax.message };

tester.run('html sinks only in the sanitising component', builtinRules.get('no-restricted-syntax')!, {
  valid: [
    { code: '<SafeHtml html={body} />', options },
    { code: '<SafeHtml as="iframe" html={email} sandbox="" title="Email" />', options },
    { code: '<div title={html}>{text}</div>', options },
    { code: 'const props = { innerHtml: text };', options },
  ],
  invalid: [
    { code: '<div dangerouslySetInnerHTML={{ __html: html }} />', options, errors: [error] },
    { code: '<Body dangerouslySetInnerHTML={trusted} />', options, errors: [error] },
    { code: '<iframe sandbox="" srcDoc={html} />', options, errors: [error] },
    { code: '<iframe srcdoc="<p>hi</p>" />', options, errors: [error] },
    {
      code: "createElement('div', { dangerouslySetInnerHTML: { __html: html } });",
      options,
      errors: [error],
    },
  ],
});
