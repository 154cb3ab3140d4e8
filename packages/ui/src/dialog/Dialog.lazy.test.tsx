import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Dialog } from './Dialog';
import { DialogTrigger } from './DialogTrigger';
import type * as openDialogModule from './OpenDialog';

// The part's code comes over a simulated network (test/simulatedNetwork): offline, or held back until
// released. A file of its own: the module loads once a file.
vi.mock('./OpenDialog', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { OpenDialog } = await importOriginal<typeof openDialogModule>();
  return { OpenDialog: overNetwork(OpenDialog) };
});

function Example({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  return (
    <main>
      <DialogTrigger onOpenChange={onOpenChange}>
        <Button>Open</Button>
        <Dialog title="Rename file" footer={(close) => <Button onPress={close}>Done</Button>}>
          Choose a new name.
        </Dialog>
      </DialogTrigger>
    </main>
  );
}

const trigger = () => page.getByRole('button', { name: 'Open' });
const dialog = () => page.getByRole('dialog', { name: 'Rename file' });

describe('Dialog loading its open part on first use', () => {
  it('closes again when the code cannot load, and tries again on the next opening', async () => {
    const onOpenChange = vi.fn();
    await renderWithTheme(<Example onOpenChange={onOpenChange} />);
    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog().query()).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger()).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('opens once the code arrives, with focus moved into the dialog and back to the trigger on close', async () => {
    network.isOffline = false;
    await renderWithTheme(<Example />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(dialog().query()).toBeNull();

    network.release();
    await expect.element(dialog()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });
});
