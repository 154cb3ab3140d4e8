import { FloatingFocusManager } from '@floating-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Popover, type PopoverProps } from './Popover';
import { usePopover } from './usePopover';

function Example(props: Partial<PopoverProps>) {
  return (
    <div style={{ paddingBlock: 200, paddingInline: 100 }}>
      <Popover trigger={<Button>Details</Button>} title="Invoice 42" {...props}>
        <p>Due on 1 June.</p>
        <button type="button">Pay now</button>
      </Popover>
      <button type="button">Next field</button>
    </div>
  );
}

/** A popover built on the headless hook alone, as an app with its own look would. */
function HeadlessPopover() {
  const { state, setReference, setFloating, floatingStyles, context, getReferenceProps, getFloatingProps } =
    usePopover();
  return (
    <div style={{ paddingBlock: 20 }}>
      <button type="button" ref={setReference} {...getReferenceProps()}>
        Headless
      </button>
      {state.isOpen && (
        <FloatingFocusManager context={context} modal={false}>
          <div ref={setFloating} style={floatingStyles} {...getFloatingProps({ 'aria-label': 'Own panel' })}>
            <button type="button">Inside</button>
          </div>
        </FloatingFocusManager>
      )}
    </div>
  );
}

const popover = () => page.getByRole('dialog', { name: 'Invoice 42' });
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

describe('Popover', () => {
  it('opens on a press as a dialog named by its title, moves focus in and passes axe', async () => {
    const onOpenChange = vi.fn();
    await renderWithTheme(<Example onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Details' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect.element(popover()).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger).toHaveAttribute('aria-controls', popover().element().id);
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await settle();
    await expectNoAxeViolations();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    await renderWithTheme(<Example />);
    const trigger = page.getByRole('button', { name: 'Details' });
    await trigger.click();
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(popover()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes on a press outside and on a second press of the trigger, not on a press inside', async () => {
    await renderWithTheme(<Example />);
    const trigger = page.getByRole('button', { name: 'Details' });
    await trigger.click();
    await page.getByText('Due on 1 June.').click();
    await expect.element(popover()).toBeVisible();
    await userEvent.click(document.body, { position: { x: 2, y: 2 } });
    await expect.element(popover()).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(popover()).toBeVisible();
    await trigger.click();
    await expect.element(popover()).not.toBeInTheDocument();
  });

  it('opens from the keyboard and closes when focus tabs away, keeping the tab order', async () => {
    await renderWithTheme(<Example />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect.element(popover()).not.toBeInTheDocument();
  });

  it('works with a native button trigger and is named by it when there is no title', async () => {
    await renderWithTheme(
      <Popover trigger={<button type="button">Filters</button>}>
        <label>
          <input type="checkbox" /> Only open
        </label>
      </Popover>,
    );
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Only open' })).toHaveFocus();
  });

  it('flips to the other side when the preferred one has no room', async () => {
    await renderWithTheme(
      <Popover trigger={<Button>Top edge</Button>} title="Flipped" placement="top">
        Below instead
      </Popover>,
    );
    await page.getByRole('button', { name: 'Top edge' }).click();
    const panel = page.getByRole('dialog', { name: 'Flipped' });
    await expect.element(panel).toHaveAttribute('data-placement', 'bottom');
    const triggerBox = page.getByRole('button', { name: 'Top edge' }).element().getBoundingClientRect();
    expect(panel.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(triggerBox.bottom);
  });

  it('stays usable when opened from a modal dialog, and Escape closes only the popover', async () => {
    await renderWithTheme(
      <Dialog defaultOpen title="Edit event">
        <Popover trigger={<Button>Colour</Button>} title="Pick a colour">
          <button type="button">Green</button>
        </Popover>
      </Dialog>,
    );
    await page.getByRole('button', { name: 'Colour' }).click();
    const green = page.getByRole('button', { name: 'Green' });
    await expect.element(green).toHaveFocus();
    await green.click();
    await expect.element(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Pick a colour' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Colour' })).toHaveFocus();
  });

  it('draws on the popover layer with surface colours', async () => {
    await renderWithTheme(<Example defaultOpen />);
    await expect.element(popover()).toBeVisible();
    const style = getComputedStyle(popover().element());
    expect(style.zIndex).toBe('1060');
    expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('keeps the headless hook whole: press, ARIA, placement, Escape and focus', async () => {
    await renderWithTheme(<HeadlessPopover />);
    const trigger = page.getByRole('button', { name: 'Headless' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger.click();
    const panel = page.getByRole('dialog', { name: 'Own panel' });
    await expect.element(page.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger).toHaveAttribute('aria-controls', panel.element().id);
    const triggerBox = trigger.element().getBoundingClientRect();
    await expect.poll(() => panel.element().getBoundingClientRect().top).toBeGreaterThan(triggerBox.bottom);
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
