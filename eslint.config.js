import js from '@eslint/js';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { htmlSinkSyntax, sanitisingComponentFile } from './.ci/htmlSinkRule.mjs';

/** A page opened in a new tab gets `window.opener` (and the referrer) unless the link says otherwise. */
const targetBlankSyntax = {
  selector:
    "JSXOpeningElement:has(> JSXAttribute[name.name='target'][value.value='_blank']):not(:has(> JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
  message: 'A link with target="_blank" needs rel="noopener noreferrer".',
};

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'storybook-static/',
    'test-results/',
    'playwright-report/',
    'screenshots/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', targetBlankSyntax, htmlSinkSyntax],
    },
  },
  {
    files: [sanitisingComponentFile],
    rules: { 'no-restricted-syntax': ['error', targetBlankSyntax] },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
