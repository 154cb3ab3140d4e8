import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Flag } from './Flag';

afterEach(() => {
  vi.restoreAllMocks();
});

const loadedFlagUrls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /country-flag-icons/.test(url));

describe('Flag', () => {
  it('is named after the country at once, then loads only that flag', async () => {
    // The page is shared with earlier test files: their requests could fill the browser's buffer of timings.
    performance.clearResourceTimings();
    await renderWithTheme(
      <main>
        <Flag code="de" />
      </main>,
    );
    const flag = page.getByRole('img', { name: 'Germany' });
    await expect.element(flag).toBeVisible();
    await expect.poll(() => flag.element().getAttribute('data-status'), { timeout: 15_000 }).toBe('loaded');
    const image = flag.element().querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => image?.complete && image.naturalWidth > 0).toBe(true);
    const urls = loadedFlagUrls();
    expect(urls.some((url) => /3x2[/_]DE\b/.test(url))).toBe(true);
    expect(urls.some((url) => /3x2[/_]FR\b/.test(url))).toBe(false);
    await expectNoAxeViolations();
  });

  it('draws from a given source without fetching the table of every flag', async () => {
    const source = vi.fn(async () => ({
      default:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="red"/></svg>',
    }));
    await renderWithTheme(<Flag code="is" source={source} />);
    const flag = page.getByRole('img', { name: 'Iceland' });
    await expect.poll(() => flag.element().getAttribute('data-status')).toBe('loaded');
    expect(decodeURIComponent(flag.element().querySelector('img')!.getAttribute('src')!)).toContain(
      'fill="red"',
    );
    expect(source).toHaveBeenCalledTimes(1);
    expect(loadedFlagUrls().some((url) => /3x2[/_]IS\b/.test(url))).toBe(false);
  });

  it('accepts any case and draws a 3:2 box that follows the font size', async () => {
    const { container } = await renderWithTheme(
      <div style={{ fontSize: 20 }}>
        <Flag code="Us" />
        <Flag code="US" size="2x" />
      </div>,
    );
    const flags = page.getByRole('img', { name: 'United States' });
    await expect.poll(() => flags.elements().length).toBe(2);
    const [plain, double] = [...container.querySelectorAll('[data-status]')].map((el) =>
      el.getBoundingClientRect(),
    );
    expect(plain!.height).toBeCloseTo(20, 0);
    expect(plain!.width).toBeCloseTo(30, 0);
    expect(double!.height).toBeCloseTo(40, 0);
  });

  it('takes a label or a locale for its name, or hides itself when label is null', async () => {
    const { container } = await renderWithTheme(
      <main>
        <Flag code="fr" label="Language: French" />
        <Flag code="de" locale="de" />
        <Flag code="it" label={null} />
      </main>,
    );
    await expect.element(page.getByRole('img', { name: 'Language: French' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Deutschland' })).toBeVisible();
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.getAttribute('role')).toBeNull();
    await expectNoAxeViolations();
  });

  it('keeps a blank 3:2 box for an unknown code, never crashing, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await renderWithTheme(
      <main style={{ fontSize: 12 }}>
        <Flag code="qq" />
        <Flag code="nowhere" label="Somewhere" />
      </main>,
    );
    const unknown = page.getByRole('img', { name: 'QQ' });
    await expect.element(unknown).toBeVisible();
    expect(unknown.element().getAttribute('data-status')).toBe('unavailable');
    expect(unknown.element().querySelector('img')).toBeNull();
    const box = unknown.element().getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    await expect.element(page.getByRole('img', { name: 'Somewhere' })).toBeVisible();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"qq"'));
    await expectNoAxeViolations();
  });
});
