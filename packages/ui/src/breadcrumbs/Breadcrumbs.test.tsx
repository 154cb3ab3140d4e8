import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Breadcrumbs, type BreadcrumbItem, type BreadcrumbLinkProps } from './Breadcrumbs';

const items: BreadcrumbItem[] = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Tables' },
  { label: 'Data tables' },
];

const renderPage = (ui: ReactNode, options?: Parameters<typeof renderWithTheme>[1]) =>
  renderWithTheme(<main>{ui}</main>, options);
const separatorOf = (text: string) =>
  getComputedStyle(page.getByText(text, { exact: true }).element().closest('li')!, '::before');

describe('Breadcrumbs', () => {
  it('links earlier steps and marks the last as the current page, with no axe violations', async () => {
    await renderPage(<Breadcrumbs items={items} />);
    const nav = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect.element(nav).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('link').elements()).toHaveLength(1);
    await expect.element(page.getByText('Data tables')).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('Tables', { exact: true })).not.toHaveAttribute('aria-current');
    expect(page.getByRole('listitem').elements()).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it('draws separators between items only, pointing the other way in right-to-left text', async () => {
    const { unmount } = await renderPage(<Breadcrumbs items={items} />);
    expect(separatorOf('Home').content).toBe('none');
    const ltr = separatorOf('Tables').transform;
    expect(ltr).not.toBe('none');
    await unmount();
    await renderPage(<Breadcrumbs items={items} />, { direction: 'rtl' });
    const rtl = separatorOf('Tables').transform;
    expect(rtl).not.toBe(ltr);
    // The default name stays English even though react-aria runs with a right-to-left locale here.
    await expect.element(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  });

  it('renders links through a custom component, which the keyboard can follow', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, children, ref, ...props }: BreadcrumbLinkProps) {
      return (
        <a
          {...props}
          ref={ref}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    await renderPage(<Breadcrumbs items={items} linkComponent={RouterLink} aria-label="You are here" />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    await expect.element(page.getByRole('navigation', { name: 'You are here' })).toBeVisible();
  });

  it('reads the ribbon text colour in the inverse appearance', async () => {
    await renderPage(<Breadcrumbs items={items} appearance="inverse" />);
    const link = page.getByRole('link', { name: 'Home' }).element();
    const current = page.getByText('Data tables').element();
    expect(getComputedStyle(link).color).toBe('rgb(224, 224, 224)');
    expect(getComputedStyle(current).color).toBe('rgb(224, 224, 224)');
  });

  it('shows a step whose address would run a script as text, not a link', async () => {
    await renderPage(
      <Breadcrumbs
        items={[
          { label: 'Trap', href: 'java\tscript:alert(1)' },
          { label: 'Home', href: '/' },
          { label: 'Here' },
        ]}
      />,
    );
    await expect.element(page.getByText('Trap')).toBeVisible();
    expect(
      page
        .getByRole('link')
        .elements()
        .map((link) => link.textContent),
    ).toEqual(['Home']);
  });
});
