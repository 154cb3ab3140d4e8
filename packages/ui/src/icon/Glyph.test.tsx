import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Glyph } from './Glyph';
import { glyphIcons } from './glyphIcons';
import { IconProvider } from './IconProvider';
import { Icon } from './Icon';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Glyph', () => {
  it('draws a Glyphicon name with its Font Awesome counterpart, named when labelled', async () => {
    const { container } = await renderWithTheme(
      <main>
        <Glyph name="glyphicon-star" label="Favourite" />
        <Glyph name="glyphicon-search" />
      </main>,
    );
    const star = page.getByRole('img', { name: 'Favourite' });
    await expect.element(star).toBeVisible();
    expect(star.element().getAttribute('data-icon')).toBe('star');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('mirrors directional glyphs in right to left', async () => {
    const { container } = await renderWithTheme(
      <>
        <Glyph name="glyphicon-chevron-left" />
        <Glyph name="glyphicon-star" />
      </>,
      { direction: 'rtl' },
    );
    const [chevron, star] = container.querySelectorAll('svg');
    expect(getComputedStyle(chevron!).scale).toBe('-1 1');
    expect(getComputedStyle(star!).scale).toBe('none');
  });

  it('renders nothing and warns for an unknown glyph name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await renderWithTheme(<Glyph name="glyphicon-unicorn" label="Unicorn" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"glyphicon-unicorn"'));
  });

  it('works as a map for IconProvider too', async () => {
    await renderWithTheme(
      <IconProvider icons={glyphIcons}>
        <Icon name="glyphicon-envelope" label="Mail" />
      </IconProvider>,
    );
    const mail = page.getByRole('img', { name: 'Mail' });
    await expect.element(mail).toBeVisible();
    expect(mail.element().getAttribute('data-icon')).toBe('envelope');
  });
});
