import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import styled from 'styled-components';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
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

  it('when minified, hides titles visually but keeps accessible names and shows groups on focus', async () => {
    await renderMenu({ isMinified: true });
    await expect.element(page.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    page.getByRole('button', { name: 'Graphs' }).element().focus();
    await expect.element(page.getByRole('link', { name: 'Flot Chart' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
