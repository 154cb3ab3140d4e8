import { Markdown } from '@storybook/addon-docs/blocks';
import { ThemeProvider, ensure, themes } from 'storybook/theming';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../packages/ui/test/render';
import { storybookLinks } from './storybookLinks';

// What each Guide docs page of Storybook renders: the Markdown file through Storybook's Markdown block, in
// the theme of Storybook's docs pages (which colours the code samples).
const pages = import.meta.glob<string>(['./*.md', '../theming.md', '../sign-in.md', '../data.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the guide in Storybook', () => {
  it('has the ten pages the Guide section lists', () => {
    expect(Object.keys(pages)).toHaveLength(10);
  });

  it.each(Object.entries(pages))('%s renders with zero axe violations', async (_file, markdown) => {
    const screen = await render(
      <ThemeProvider theme={ensure(themes.light)}>
        <main>
          <Markdown>{storybookLinks(markdown)}</Markdown>
        </main>
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    // The comments that name a block's sample file are for the check, not for readers.
    expect(screen.container.textContent).not.toContain('sample:');
    const links = [...screen.container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => href.endsWith('.md') || href.includes('.md#'))).toEqual([]);
    await expectNoAxeViolations(screen.container);
  });
});
