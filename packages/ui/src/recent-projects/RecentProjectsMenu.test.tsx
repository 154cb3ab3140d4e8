import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { RecentProjectsMenu } from './RecentProjectsMenu';

const storageKey = 'atrium.test.recentProjects';
const projects = [
  { title: 'Checkout redesign', href: '/projects/checkout' },
  { title: 'Billing migration', href: '/projects/billing' },
];

function renderMenu(list = projects, onOpenProject = vi.fn()) {
  return renderWithTheme(
    <main>
      <RecentProjectsMenu projects={list} onOpenProject={onOpenProject} storageKey={storageKey} />
    </main>,
  );
}

const trigger = () => page.getByRole('button', { name: /Recent projects/ });

describe('RecentProjectsMenu', () => {
  // The menu belongs to the desktop header; under 979 px it makes room for the other tools.
  beforeEach(() => page.viewport(1280, 800));
  afterEach(() => localStorage.removeItem(storageKey));

  it('opens a project from the keyboard', async () => {
    const onOpenProject = vi.fn();
    await renderMenu(projects, onOpenProject);
    await expect.element(trigger()).toHaveAccessibleDescription('Projects:');
    trigger().element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Checkout redesign' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpenProject).toHaveBeenCalledWith('/projects/billing');
  });

  it('clear empties the list and is remembered after a reload; new projects still appear', async () => {
    const first = await renderMenu();
    await userEvent.click(trigger());
    await page.getByRole('menuitem', { name: 'Clear projects' }).click();
    await first.unmount();

    const again = await renderMenu();
    await userEvent.click(trigger());
    await expect.element(page.getByRole('menuitem', { name: 'No recent projects' })).toBeVisible();
    await expect
      .element(page.getByRole('menuitem', { name: 'Clear projects' }))
      .toHaveAttribute('aria-disabled', 'true');
    expect(page.getByRole('menuitem', { name: 'Checkout redesign' }).query()).toBeNull();
    await userEvent.keyboard('{Escape}');
    await again.unmount();

    await renderMenu([...projects, { title: 'Warehouse dashboard', href: '/projects/warehouse' }]);
    await userEvent.click(trigger());
    await expect.element(page.getByRole('menuitem', { name: 'Warehouse dashboard' })).toBeVisible();
    expect(page.getByRole('menuitem', { name: 'Billing migration' }).query()).toBeNull();
  });

  it('keeps the colon of its caption after the word on a right-to-left page', async () => {
    await renderWithTheme(
      <RecentProjectsMenu projects={projects} onOpenProject={vi.fn()} storageKey={storageKey} />,
      {
        direction: 'rtl',
      },
    );
    const text = page.getByText('Projects:').element().firstChild!;
    const range = document.createRange();
    range.setStart(text, 8);
    range.setEnd(text, 9);
    const colon = range.getBoundingClientRect().left;
    range.setStart(text, 0);
    range.setEnd(text, 8);
    expect(colon).toBeGreaterThanOrEqual(range.getBoundingClientRect().right - 1);
  });

  it('is left out of the mobile header', async () => {
    await page.viewport(375, 700);
    await renderMenu();
    // Hidden with display: none, so it is neither seen nor in the accessibility tree.
    await expect.element(trigger()).not.toBeInTheDocument();
  });

  it('ignores corrupted storage and shows every project', async () => {
    localStorage.setItem(storageKey, '{not json');
    await renderMenu();
    await userEvent.click(trigger());
    await expect.element(page.getByRole('menuitem', { name: 'Billing migration' })).toBeVisible();
  });
});
