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
  // The search box is part of the desktop header; below 979 px it moves out of the bar.
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
});
