import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import styled from 'styled-components';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider } from '../theme';
import { NavMenu, type NavMenuProps } from './NavMenu';
import { SampleLink, sampleMenu } from './navMenuSample';

// The menu is drawn on the navigation background, as in the shell.
const NavPanel = styled.div`
  width: 220px;
  background: ${({ theme }) => theme.colors.nav.background};
`;
const renderMenu = (props: Partial<NavMenuProps> = {}) =>
  renderWithTheme(
    <NavPanel>
      <NavMenu items={sampleMenu} linkComponent={SampleLink} {...props} />
    </NavPanel>,
  );

describe('NavMenu', () => {
  it('marks the current page and opens its parent groups', async () => {
    await renderMenu({ activeHref: '#/form/wizards' });
    await expect.element(page.getByRole('link', { name: 'Wizards' })).toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('button', { name: 'Forms' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Plugins' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
  });

  it('opening a group closes its open sibling, and closed groups are out of the tab order', async () => {
    await renderMenu();
    await page.getByRole('button', { name: 'Graphs' }).click();
    await expect.element(page.getByRole('link', { name: 'Flot Chart' })).toBeVisible();
    await page.getByRole('button', { name: 'Tables' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Graphs' }))
      .toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.getByRole('link', { name: 'Flot Chart' }).query()).toBeNull();
  });

  it('opens groups and follows links from the keyboard, and reports followed links', async () => {
    const onNavigate = vi.fn();
    await renderMenu({ onNavigate });
    page.getByRole('button', { name: 'Tables' }).element().focus();
    await userEvent.keyboard(' ');
    await expect
      .element(page.getByRole('button', { name: 'Tables' }))
      .toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('link', { name: 'Normal Tables' });
    await expect.element(link).toBeVisible();
    link.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('#/tables/normal');
  });

  it('never scrolls a group that is still sliding open, so a link clicked then stays under the pointer', async () => {
    await renderMenu();
    await page.getByRole('button', { name: 'Tables' }).click();
    // Taking focus at once, while the list is still nearly all clipped: a scroll box would scroll to show it.
    const link = page.getByRole('link', { name: 'Data Tables' }).element() as HTMLElement;
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(link.closest('ul')!.scrollTop).toBe(0);
  });

  it('when minified, hides titles visually but keeps accessible names and shows groups on focus', async () => {
    await renderMenu({ isMinified: true });
    await expect.element(page.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    page.getByRole('button', { name: 'Graphs' }).element().focus();
    await expect.element(page.getByRole('link', { name: 'Flot Chart' })).toBeVisible();
    await expectNoAxeViolations();
  });

  describe('on top', () => {
    const onTop = { orientation: 'horizontal', activeHref: '#/graphs/morris' } as const;
    const graphs = () => page.getByRole('button', { name: 'Graphs' });

    it('opens no drop-down on load, even over the current page', async () => {
      await renderMenu(onTop);
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'false');
      expect(page.getByRole('link', { name: 'Morris Charts' }).query()).toBeNull();
    });

    it('closes an open drop-down on a click outside the menu', async () => {
      await renderMenu({ orientation: 'horizontal' });
      await graphs().click();
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(document.body);
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and gives focus back to the group button', async () => {
      await renderMenu(onTop);
      await graphs().click();
      page.getByRole('link', { name: 'Flot Chart' }).element().focus();
      await userEvent.keyboard('{Escape}');
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'false');
      await expect.element(graphs()).toHaveFocus();
    });

    it('closes when a link in it is followed', async () => {
      await renderMenu(onTop);
      await graphs().click();
      await page.getByRole('link', { name: 'Flot Chart' }).click();
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'false');
    });

    it('collapses the groups a side menu had open when it moves on top', async () => {
      const screen = await renderMenu({ activeHref: '#/graphs/morris' });
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'true');
      await screen.rerender(
        <AtriumProvider>
          <NavPanel>
            <NavMenu items={sampleMenu} linkComponent={SampleLink} {...onTop} />
          </NavPanel>
        </AtriumProvider>,
      );
      await expect.element(graphs()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
