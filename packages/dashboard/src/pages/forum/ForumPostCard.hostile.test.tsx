import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { activeAttributes } from '../../../../ui/test/activeAttributes';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import { renderWithTheme } from '../../../../ui/test/render';
import { ForumPostCard } from './ForumPostCard';

describe('ForumPostCard with hostile posts', () => {
  it('shows hostile names and ranks literally, and runs nothing from a hostile body', async () => {
    await renderWithTheme(
      <main>
        {naughtyStrings.map((text, index) => (
          <ForumPostCard
            key={index}
            post={{
              id: `p${index}`,
              topic: 't',
              author: { id: `a${index}`, name: text, rank: text },
              at: '2026-01-31T17:00:00Z',
              body: text,
            }}
            number={index + 1}
            authorPosts={1}
            shift={0}
            now={Date.parse('2026-01-31T18:00:00Z')}
            onQuote={() => undefined}
          />
        ))}
      </main>,
    );
    const root = page.getByRole('main').element();
    // Load and error events of anything that slipped through fire after the first paint.
    await new Promise((done) => setTimeout(done, 300));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(activeAttributes(root)).toEqual([]);
    expect(
      root.querySelectorAll('script, iframe, svg:not([aria-hidden]), form, input, style, details[ontoggle]'),
    ).toHaveLength(0);
    const names = [...root.querySelectorAll('article strong[id]')].map((name) => name.textContent);
    expect(names).toEqual(naughtyStrings.map((text) => text));
    for (const article of root.querySelectorAll('article'))
      expect(article.getAttribute('aria-labelledby')).toMatch(/^p\d+-by$/);
  });
});
