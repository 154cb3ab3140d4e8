import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { NavMenu } from '../nav-menu';
import { SampleLink, sampleMenu } from '../nav-menu/navMenuSample';
import { AppShell } from './AppShell';
import { useAppShell, type UseAppShellOptions } from './useAppShell';

function Shell({ isFixedHeader = false, ...options }: UseAppShellOptions & { isFixedHeader?: boolean }) {
  const shell = useAppShell(options);
  return (
    <AppShell
      shell={shell}
      layout={{ isFixedHeader }}
      header={
        <>
          <Button onPress={shell.toggleMenu}>Toggle menu</Button>
          <Button onPress={shell.toggleMinified}>Minify</Button>
          <output>{shell.isMinified ? 'minified' : 'full'}</output>
        </>
      }
      navigation={
        <NavMenu
          items={sampleMenu}
          linkComponent={SampleLink}
          isMinified={shell.isMinified}
          onNavigate={shell.closeMobileMenu}
        />
      }
      ribbon={<span>Home</span>}
      footer={<span>Footer</span>}
    >
      <h1>Page</h1>
      <div style={{ height: 2000 }} />
    </AppShell>
  );
}

describe('AppShell', () => {
  it('has banner, navigation, main and footer landmarks and a working skip link', async () => {
    await page.viewport(1280, 800);
    await renderWithTheme(<Shell />);
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('minifies the menu to icon width and hides it entirely', async () => {
    await page.viewport(1280, 800);
    await renderWithTheme(<Shell />);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect.poll(() => nav.element().parentElement!.getBoundingClientRect().width).toBe(45);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect.element(nav).not.toBeInTheDocument();
  });

  it('ignores the minified state when the menu is on top', async () => {
    await page.viewport(1280, 800);
    await renderWithTheme(<Shell isMenuOnTop defaultMinified />);
    await expect.element(page.getByRole('status')).toHaveTextContent('full');
  });

  it('on mobile the menu is a drawer that a link click or Escape closes, and minified is removed', async () => {
    await page.viewport(375, 800);
    await renderWithTheme(<Shell defaultMinified />);
    await expect.element(page.getByRole('status')).toHaveTextContent('full');
    // A closed drawer is hidden from the accessibility tree, so role queries find nothing in it.
    const menuLink = (name: string) => page.getByRole('link', { name });
    await expect.poll(() => menuLink('Dashboard').query()).toBeNull();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect.element(menuLink('Dashboard')).toBeVisible();
    await menuLink('Dashboard').click();
    await expect.poll(() => menuLink('Dashboard').query()).toBeNull();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect.element(menuLink('Inbox')).toBeVisible();
    menuLink('Inbox').element().focus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => menuLink('Inbox').query()).toBeNull();
  });

  it('keeps a fixed header in view while the page scrolls', async () => {
    await page.viewport(1280, 600);
    await renderWithTheme(<Shell isFixedHeader />);
    window.scrollTo(0, 800);
    await expect.poll(() => page.getByRole('banner').element().getBoundingClientRect().top).toBe(0);
  });
});
