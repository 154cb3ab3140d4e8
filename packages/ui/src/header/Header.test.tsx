import styled from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { skins } from '../theme/skins';
import { HeaderBar, HeaderButton, HeaderEnd, HeaderStart } from './Header.styles';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';

const HeaderFrame = styled.header`
  height: 49px;
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.background};
`;

function Header({ onSearch = () => undefined }: { onSearch?: (query: string) => void }) {
  return (
    <HeaderFrame>
      <HeaderBar>
        <HeaderStart>
          <Logo />
        </HeaderStart>
        <HeaderEnd>
          <SearchBox onSearch={onSearch} />
          <HeaderButton aria-label="Menu">☰</HeaderButton>
        </HeaderEnd>
      </HeaderBar>
    </HeaderFrame>
  );
}

describe('Header parts', () => {
  // The search field is part of the desktop header; below 979 px a button opens it under the bar.
  beforeEach(() => page.viewport(1280, 800));

  it('search submits the trimmed query with Enter or the button', async () => {
    const onSearch = vi.fn();
    await renderWithTheme(<Header onSearch={onSearch} />);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), '  orders  ');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('orders');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('header buttons take the skin colours, readable in every skin', async () => {
    for (const skin of skins) {
      const screen = await renderWithTheme(<Header />, { skin });
      const button = page.getByRole('button', { name: 'Menu' }).element();
      expect(getComputedStyle(button).backgroundColor).not.toBe('');
      await expectNoAxeViolations(screen.container);
      await screen.unmount();
    }
  });

  it('the logo is a link named after the product', async () => {
    await renderWithTheme(<Logo href="#/dashboard" name="Atrium" />);
    await expect.element(page.getByRole('link', { name: 'Atrium' })).toHaveAttribute('href', '#/dashboard');
  });

  it('on a phone the logo shows its mark alone, and is still named after the product', async () => {
    await page.viewport(375, 700);
    await renderWithTheme(<Logo href="#/dashboard" name="Atrium" />);
    const link = page.getByRole('link', { name: 'Atrium' });
    await expect.element(link).toBeVisible();
    expect(link.element().getBoundingClientRect().width).toBeLessThan(40);
    await page.viewport(480, 700);
    await expect.poll(() => link.element().getBoundingClientRect().width).toBeGreaterThan(80);
  });

  it('on a phone, a search button opens the field, and Escape closes it and gives focus back', async () => {
    await page.viewport(375, 700);
    const onSearch = vi.fn();
    await renderWithTheme(<Header onSearch={onSearch} />);
    const toggle = page.getByRole('button', { name: 'Open search' });
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect.element(field).not.toBeInTheDocument();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveFocus();
    const bar = page.getByRole('search', { name: 'Search' }).element().getBoundingClientRect();
    expect(bar.left).toBeGreaterThanOrEqual(0);
    expect(bar.right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(field).not.toBeInTheDocument();
    await expect.element(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.keyboard('invoices{Enter}');
    expect(onSearch).toHaveBeenCalledWith('invoices');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a wide screen, shows the field itself and no search button', async () => {
    await renderWithTheme(<Header />);
    await expect.element(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Open search' }).query()).toBeNull();
  });

  it('edges the search field in a neutral colour in every skin, so it never reads as an invalid field', async () => {
    const saturation = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part) / 255) as [
        number,
        number,
        number,
      ];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      return max === min ? 0 : (max - min) / (1 - Math.abs(max + min - 1));
    };
    for (const skin of skins) {
      const screen = await renderWithTheme(<Header />, { skin });
      const form = page.getByRole('search', { name: 'Search' }).element();
      expect(saturation(getComputedStyle(form).borderTopColor), skin.label).toBeLessThan(0.3);
      await screen.unmount();
    }
  });
});
