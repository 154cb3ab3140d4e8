import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { DropdownMenu } from './DropdownMenu';
import { DropdownMenuItem } from './DropdownMenuItem';
import type * as popupModule from './DropdownMenuPopup';

// The part's code comes over a simulated network (test/simulatedNetwork): offline, or held back until
// released. A file of its own: the module loads once a file.
vi.mock('./DropdownMenuPopup', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { DropdownMenuPopup } = await importOriginal<typeof popupModule>();
  return { DropdownMenuPopup: overNetwork(DropdownMenuPopup) };
});

function Example() {
  return (
    <main>
      <DropdownMenu label="Actions">
        <DropdownMenuItem key="copy">Copy</DropdownMenuItem>
        <DropdownMenuItem key="paste">Paste</DropdownMenuItem>
      </DropdownMenu>
      <button type="button">After</button>
    </main>
  );
}

const trigger = () => page.getByRole('button', { name: 'Actions' });
const menu = () => page.getByRole('menu', { name: 'Actions' });

describe('DropdownMenu loading its popup on first use', () => {
  it('closes again when the popup code cannot load, leaving the trigger usable', async () => {
    await renderWithTheme(<Example />);
    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu().query()).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('opens from the keyboard with no hover before, focusing the first item once the code arrives', async () => {
    network.isOffline = false;
    await renderWithTheme(<Example />);
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(menu().query()).toBeNull();
    await expect.element(trigger()).toHaveFocus();

    network.release();
    await expect.element(page.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });
});
