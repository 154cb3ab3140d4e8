import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Popover } from './Popover';
import type * as panelModule from './PopoverPanel';

// The part's code comes over a simulated network (test/simulatedNetwork): offline, or held back until
// released. A file of its own: the module loads once a file.
vi.mock('./PopoverPanel', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { PopoverPanel } = await importOriginal<typeof panelModule>();
  return { PopoverPanel: overNetwork(PopoverPanel) };
});

function Example({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  return (
    <main>
      <Popover trigger={<Button>Details</Button>} title="Invoice 42" onOpenChange={onOpenChange}>
        <button type="button">Pay now</button>
      </Popover>
      <button type="button">After</button>
    </main>
  );
}

const trigger = () => page.getByRole('button', { name: 'Details' });
const popover = () => page.getByRole('dialog', { name: 'Invoice 42' });

describe('Popover loading its panel on first use', () => {
  it('closes again when the panel code cannot load, leaving the trigger usable', async () => {
    const onOpenChange = vi.fn();
    await renderWithTheme(<Example onOpenChange={onOpenChange} />);
    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(popover().query()).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('opens from the keyboard with no hover before, moving focus in once the code arrives', async () => {
    network.isOffline = false;
    await renderWithTheme(<Example />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(popover().query()).toBeNull();
    await expect.element(trigger()).toHaveFocus();

    network.release();
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-controls', popover().element().id);
    await userEvent.keyboard('{Escape}');
    await expect.element(popover()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });
});
