import { describe, expect, it } from 'vitest';
import { storybookLinks } from './storybookLinks';

describe('storybookLinks', () => {
  it('points links to guide pages at their Storybook docs entries, keeping anchors and other links', () => {
    const markdown = [
      'See [Getting started](getting-started.md), [Theming](../theming.md#tokens) and',
      '[the guide](docs/guide/README.md); [npm](https://www.npmjs.com/) and [notes](notes.md) stay.',
    ].join('\n');
    expect(storybookLinks(markdown)).toBe(
      [
        'See [Getting started](?path=/docs/guide-getting-started--docs), ' +
          '[Theming](?path=/docs/guide-theming-and-skins--docs#tokens) and',
        '[the guide](docs/guide/README.md); [npm](https://www.npmjs.com/) and [notes](notes.md) stay.',
      ].join('\n'),
    );
  });
});
