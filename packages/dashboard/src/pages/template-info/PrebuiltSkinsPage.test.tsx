import { skins } from '@atrium/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../../../ui/test/render';
import PrebuiltSkinsPage from './PrebuiltSkinsPage';

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function previewHeader(label: string) {
  const card = page.getByRole('article', { name: label, exact: true }).element();
  const header = card.querySelector<HTMLElement>('[data-frame-area="header"]');
  if (!header) throw new Error(`no preview header in ${label}`);
  return header;
}

describe('PrebuiltSkinsPage', () => {
  it('shows all seven skins with their label, key and beta flag', async () => {
    await renderWithTheme(<PrebuiltSkinsPage />);
    expect(skins).toHaveLength(7);
    for (const skin of skins) {
      const card = page.getByRole('article', { name: skin.label, exact: true });
      await expect.element(card.getByRole('heading', { level: 2, name: skin.label })).toBeVisible();
      await expect.element(card.getByText(skin.name, { exact: true })).toBeVisible();
      expect(card.getByText('beta', { exact: true }).elements()).toHaveLength(skin.beta ? 1 : 0);
    }
  });

  it('draws each miniature with its own skin’s header colour', async () => {
    await renderWithTheme(<PrebuiltSkinsPage />);
    const backgrounds = skins.map((skin) => getComputedStyle(previewHeader(skin.label)).backgroundColor);
    expect(new Set(backgrounds).size).toBe(skins.length);
    skins.forEach((skin, index) => expect(backgrounds[index]).toBe(rgb(skin.colors.header.background)));
  });

  it('keeps the surrounding direction inside every miniature', async () => {
    await renderWithTheme(<PrebuiltSkinsPage />, { direction: 'rtl' });
    const header = previewHeader('Glass');
    expect(header.closest('[data-skin="smart-style-5"]')?.getAttribute('dir')).toBe('rtl');
  });

  it('has no axe violations, contrast of every miniature included', async () => {
    await renderWithTheme(
      <main>
        <PrebuiltSkinsPage />
      </main>,
    );
    await expect.element(page.getByRole('article', { name: 'Glass', exact: true })).toBeVisible();
    await expectNoAxeViolations();
  });
});
