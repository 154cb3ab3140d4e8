import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider } from '../theme';
import { Button } from '../button';
import { Dialog, type DialogProps } from './Dialog';
import { DialogTrigger } from './DialogTrigger';

function Example(props: Partial<DialogProps> & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange, defaultOpen, ...dialogProps } = props;
  return (
    <DialogTrigger onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <Button>Open</Button>
      <Dialog
        title="Rename file"
        footer={(close) => (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button variant="primary" onPress={close}>
              Rename
            </Button>
          </>
        )}
        {...dialogProps}
      >
        <label>
          Name <input defaultValue="report.pdf" />
        </label>
      </Dialog>
    </DialogTrigger>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Rename file' });
const backdrop = () => dialog().element().parentElement!;
// Layout width, unaffected by the opening scale animation.
const dialogWidth = () => (dialog().element() as HTMLElement).offsetWidth;

describe('Dialog', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('opens from its trigger, is named by its title, takes focus and passes axe', async () => {
    const onOpenChange = vi.fn();
    await renderWithTheme(<Example onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Open' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger.click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // Colour contrast is judged once the opening fade has finished.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expectNoAxeViolations();
  });

  it('keeps Tab inside the dialog and gives focus back to the trigger on Escape', async () => {
    await renderWithTheme(<Example />);
    const trigger = page.getByRole('button', { name: 'Open' });
    await trigger.click();
    await expect.element(dialog()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(page.getByRole('button', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes from the close button, the footer actions and a backdrop press', async () => {
    await renderWithTheme(<Example />);
    const trigger = page.getByRole('button', { name: 'Open' });
    await trigger.click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await trigger.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await trigger.click();
    await page.getByRole('textbox', { name: 'Name' }).click();
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(backdrop(), { position: { x: 4, y: 4 } });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('ignores the backdrop and Escape when told to', async () => {
    await renderWithTheme(<Example isDismissable={false} isKeyboardDismissDisabled />);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.element(dialog()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop(), { position: { x: 4, y: 4 } });
    await expect.element(dialog()).toBeVisible();
  });

  it('locks page scrolling while open and paints the backdrop and layer from the theme', async () => {
    await renderWithTheme(<Example />);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.element(dialog()).toBeVisible();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    const underlay = getComputedStyle(backdrop());
    expect(underlay.backgroundColor).toBe('rgba(0, 0, 0, 0.55)');
    expect(underlay.zIndex).toBe('1050');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('is min(70vw, 600px) wide by default and takes a fixed width', async () => {
    await page.viewport(1000, 800);
    const { rerender } = await renderWithTheme(<Example />);
    await page.getByRole('button', { name: 'Open' }).click();
    expect(dialogWidth()).toBe(600);
    await page.viewport(600, 800);
    await expect.poll(() => dialogWidth()).toBe(420);
    await rerender(
      <AtriumProvider>
        <Example width={500} />
      </AtriumProvider>,
    );
    await expect.poll(() => dialogWidth()).toBe(500);
  });

  it('is controlled by isOpen and reports every request to close', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <Dialog
            title="Session expiring"
            isOpen={isOpen}
            onOpenChange={(open) => {
              onOpenChange(open);
              if (onOpenChange.mock.calls.length > 1) setOpen(open);
            }}
          >
            Stay signed in?
          </Dialog>
          <output>{isOpen ? 'open' : 'closed'}</output>
        </>
      );
    }
    await renderWithTheme(<Controlled />);
    const expiring = page.getByRole('dialog', { name: 'Session expiring' });
    await expect.element(expiring).toHaveFocus();
    // The owner ignores the first request, so the dialog stays.
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(expiring).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(expiring).not.toBeInTheDocument();
    await expect.element(page.getByText('closed')).toBeVisible();
  });

  it('describes an alert dialog by its body and takes a custom close label', async () => {
    await renderWithTheme(
      <Dialog defaultOpen role="alertdialog" title="Discard draft?" closeLabel="Dismiss">
        Your unsaved text will be lost.
      </Dialog>,
    );
    const alert = page.getByRole('alertdialog', { name: 'Discard draft?' });
    await expect.element(alert).toHaveAccessibleDescription('Your unsaved text will be lost.');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(alert).not.toBeInTheDocument();
  });

  it('puts the close button at the inline end in right-to-left layouts', async () => {
    await renderWithTheme(<Example defaultOpen />, { direction: 'rtl' });
    await expect.element(dialog()).toBeVisible();
    const title = page.getByRole('heading', { name: 'Rename file' }).element().getBoundingClientRect();
    const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    expect(close.right).toBeLessThanOrEqual(title.left);
  });
});
