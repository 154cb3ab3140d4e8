import type { RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';
import { DropdownMenuItem, DropdownMenuSection } from './DropdownMenuItem';
import { MenuList } from './MenuList';
import { useDropdownMenu } from './useDropdownMenu';

const copyIcon = <svg data-testid="copy-icon" viewBox="0 0 16 16" />;

function ActionsMenu(props: Partial<DropdownMenuProps<object>>) {
  return (
    <DropdownMenu label="Actions" {...props}>
      <DropdownMenuSection title="Edit">
        <DropdownMenuItem key="copy" icon={copyIcon}>
          Copy
        </DropdownMenuItem>
        <DropdownMenuItem key="cut">Cut</DropdownMenuItem>
        <DropdownMenuItem key="paste" isDisabled>
          Paste
        </DropdownMenuItem>
      </DropdownMenuSection>
      <DropdownMenuSection title="File">
        <DropdownMenuItem key="rename">Rename</DropdownMenuItem>
        <DropdownMenuItem key="delete">Delete</DropdownMenuItem>
      </DropdownMenuSection>
    </DropdownMenu>
  );
}

function Example(props: Partial<DropdownMenuProps<object>>) {
  return (
    <main>
      <ActionsMenu {...props} />
      <button type="button">After</button>
    </main>
  );
}

/** A menu built on the headless hook and `MenuList`, as an app with its own popup would. */
function HeadlessMenu({ onAction }: { onAction: (key: string) => void }) {
  const { state, triggerRef, menuTriggerProps, menuProps, popoverRef, popoverProps, floatingStyles } =
    useDropdownMenu();
  return (
    <main>
      <Button ref={triggerRef as RefObject<HTMLButtonElement | null>} {...menuTriggerProps}>
        Headless
      </Button>
      {state.isOpen && (
        <div ref={popoverRef} {...popoverProps} style={floatingStyles}>
          <MenuList {...menuProps} onAction={(key) => onAction(String(key))}>
            <DropdownMenuItem key="one">One</DropdownMenuItem>
            <DropdownMenuItem key="two">Two</DropdownMenuItem>
          </MenuList>
        </div>
      )}
    </main>
  );
}

const trigger = () => page.getByRole('button', { name: 'Actions' });
const menu = () => page.getByRole('menu', { name: 'Actions' });
const item = (name: string) => page.getByRole('menuitem', { name });

describe('DropdownMenu', () => {
  it('opens on a press, runs the pressed action, closes and refocuses the trigger; passes axe', async () => {
    const onAction = vi.fn();
    await renderWithTheme(<Example onAction={onAction} />);
    await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'true');
    await trigger().click();
    await expect.element(menu()).toBeVisible();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(page.getByRole('menuitem').all()).toHaveLength(5);
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expectNoAxeViolations();
    await item('Rename').click();
    expect(onAction).toHaveBeenCalledWith('rename');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('moves with arrows, Home, End and type-ahead, skipping disabled items, and runs on Enter', async () => {
    const onAction = vi.fn();
    await renderWithTheme(<Example onAction={onAction} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(item('Copy')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Cut')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Copy')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('r');
    await expect.element(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('rename');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('opens on ArrowUp at the last item and on Space at the first; Escape closes and refocuses', async () => {
    await renderWithTheme(<Example />);
    await userEvent.keyboard('{Tab}{ArrowUp}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(item('Copy')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes on a press outside and when focus tabs away', async () => {
    await renderWithTheme(<Example />);
    await trigger().click();
    await expect.element(menu()).toBeVisible();
    await userEvent.click(document.body, { position: { x: 300, y: 300 } });
    await expect.element(menu()).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(item('Copy')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(menu()).not.toBeInTheDocument();
  });

  it('groups items under named sections with a separator, draws icons and disables items', async () => {
    const onAction = vi.fn();
    await renderWithTheme(<Example onAction={onAction} />);
    await trigger().click();
    await expect.element(page.getByRole('group', { name: 'Edit' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'File' })).toBeVisible();
    expect(page.getByRole('separator').all()).toHaveLength(1);
    await expect.element(page.getByTestId('copy-icon')).toBeVisible();
    await expect.element(item('Paste')).toHaveAttribute('aria-disabled', 'true');
    await item('Paste').click({ force: true });
    expect(onAction).not.toHaveBeenCalled();
    await expect.element(menu()).toBeVisible();
  });

  it('takes a custom trigger, which names the menu, and a disabled default trigger', async () => {
    await renderWithTheme(
      <>
        <DropdownMenu trigger={<Button aria-label="More options" icon={copyIcon} />}>
          <DropdownMenuItem key="share">Share</DropdownMenuItem>
        </DropdownMenu>
        <DropdownMenu label="Locked" isDisabled>
          <DropdownMenuItem key="none">Nothing</DropdownMenuItem>
        </DropdownMenu>
      </>,
    );
    await page.getByRole('button', { name: 'More options' }).click();
    await expect.element(page.getByRole('menu', { name: 'More options' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Locked' })).toBeDisabled();
  });

  it('builds its items from data', async () => {
    const people = [
      { id: 'ann', name: 'Ann' },
      { id: 'bo', name: 'Bo' },
    ];
    const onAction = vi.fn();
    await renderWithTheme(
      <DropdownMenu label="Assign" items={people} onAction={onAction}>
        {(person) => <DropdownMenuItem key={person.id}>{person.name}</DropdownMenuItem>}
      </DropdownMenu>,
    );
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('menuitem', { name: 'Bo' }).click();
    expect(onAction).toHaveBeenCalledWith('bo');
  });

  it('inside a modal dialog, Escape closes the menu and leaves the dialog open', async () => {
    await renderWithTheme(
      <Dialog defaultOpen title="Edit widget">
        <ActionsMenu />
      </Dialog>,
    );
    await trigger().click();
    await expect.element(menu()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: 'Edit widget' })).toBeVisible();
    await expect.element(trigger()).toHaveFocus();
  });

  it('keeps the headless hook whole: keyboard opening, placement, actions and dismissal', async () => {
    const onAction = vi.fn();
    await renderWithTheme(<HeadlessMenu onAction={onAction} />);
    const headless = page.getByRole('button', { name: 'Headless' });
    await userEvent.keyboard('{Tab}{ArrowUp}');
    await expect.element(page.getByRole('menuitem', { name: 'Two' })).toHaveFocus();
    const list = page.getByRole('menu', { name: 'Headless' });
    const triggerBox = headless.element().getBoundingClientRect();
    await expect
      .poll(() => list.element().getBoundingClientRect().top)
      .toBeGreaterThanOrEqual(triggerBox.bottom);
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('two');
    await expect.element(list).not.toBeInTheDocument();
    // Handing focus back is the app's popup's job (the styled menu's FocusScope), so it is done by hand here.
    (headless.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await userEvent.click(document.body, { position: { x: 300, y: 300 } });
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });
});
