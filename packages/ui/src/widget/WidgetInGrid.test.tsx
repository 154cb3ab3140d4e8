import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TabList, TabPanel, useTabs } from '../tabs';
import { Widget } from './Widget';
import {
  WidgetSlotContext,
  type WidgetDragHandle,
  type WidgetLayoutState,
  type WidgetSlot,
} from './WidgetSlotContext';

/** A stand-in for the widget grid: stores the widget's state and records what the widget reports. */
function FakeGrid({
  initial,
  onStateChange,
  onDelete,
  dragHandle,
  children,
}: {
  initial: WidgetLayoutState;
  onStateChange: (patch: Partial<WidgetLayoutState>) => void;
  onDelete: () => void;
  dragHandle?: WidgetDragHandle;
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const slot: WidgetSlot = {
    id: 'orders',
    state,
    onStateChange: (patch) => {
      onStateChange(patch);
      setState((previous) => ({ ...previous, ...patch }));
    },
    onDelete,
    dragHandle,
  };
  return <WidgetSlotContext.Provider value={slot}>{children}</WidgetSlotContext.Provider>;
}

function FeedsWidget() {
  const state = useTabs({
    items: [
      { key: 'stats', title: 'Live stats', content: 'Visitors now' },
      { key: 'revenue', title: 'Revenue', content: 'Revenue by month' },
    ],
  });
  return (
    <Widget defaultTitle="Live feeds" toolbar={<TabList state={state} size="sm" aria-label="Feeds" />}>
      <TabPanel state={state} />
    </Widget>
  );
}

const button = (name: string) => page.getByRole('button', { name, exact: true });

describe('Widget in a grid slot', () => {
  it('takes its state from the slot, reports edits to it, and calls its onDelete after confirmation', async () => {
    const onStateChange = vi.fn();
    const onDelete = vi.fn();
    const onTitleChange = vi.fn();
    await renderWithTheme(
      <main>
        <FakeGrid
          initial={{ title: 'Stored title', color: 'danger', isCollapsed: true }}
          onStateChange={onStateChange}
          onDelete={onDelete}
        >
          <Widget defaultTitle="Recent orders" defaultColor="primary" onTitleChange={onTitleChange}>
            <p>12 orders today</p>
          </Widget>
        </FakeGrid>
      </main>,
    );
    const heading = page.getByRole('heading', { name: 'Stored title' });
    await expect.element(heading).toBeVisible();
    expect(getComputedStyle(heading.element().parentElement!).backgroundColor).toBe('rgb(169, 3, 41)');
    await expect.element(button('Expand')).toHaveAttribute('aria-expanded', 'false');
    await button('Expand').click();
    expect(onStateChange).toHaveBeenLastCalledWith({ isCollapsed: false });
    await expect.element(page.getByText('12 orders today')).toBeVisible();
    await button('Edit').click();
    await userEvent.type(page.getByRole('textbox', { name: 'Title' }), '!');
    expect(onStateChange).toHaveBeenLastCalledWith({ title: 'Stored title!' });
    expect(onTitleChange).toHaveBeenLastCalledWith('Stored title!');
    await page.getByText('Dark blue', { exact: true }).click();
    expect(onStateChange).toHaveBeenLastCalledWith({ color: 'primaryDark' });
    await button('Delete').click();
    await button('Yes').click();
    await expect.element(page.getByRole('region')).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('falls back to its own defaults for what the slot has not stored, or stored wrongly', async () => {
    await renderWithTheme(
      <FakeGrid initial={{ color: 'no-such-colour' }} onStateChange={vi.fn()} onDelete={vi.fn()}>
        <Widget defaultTitle="Recent orders" defaultCollapsed>
          <p>12 orders today</p>
        </Widget>
      </FakeGrid>,
    );
    await expect.element(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    await expect.element(button('Expand')).toBeVisible();
  });

  it('makes its header the drag handle, which its buttons and tabs do not start', async () => {
    const listeners = { onPointerDown: vi.fn(), onKeyDown: vi.fn() };
    const setRef = vi.fn();
    const dragHandle: WidgetDragHandle = {
      setRef,
      attributes: { tabIndex: 0, 'aria-describedby': 'drag-help' },
      listeners,
      isDragging: false,
    };
    await renderWithTheme(
      <main>
        <p id="drag-help">Press Space on a widget header to move the widget.</p>
        <FakeGrid initial={{}} onStateChange={vi.fn()} onDelete={vi.fn()} dragHandle={dragHandle}>
          <FeedsWidget />
        </FakeGrid>
      </main>,
    );
    const header = page.getByRole('heading', { name: 'Live feeds' }).element().parentElement!;
    expect(setRef).toHaveBeenCalledWith(header);
    expect(header.getAttribute('aria-describedby')).toBe('drag-help');
    expect(getComputedStyle(header).cursor).toBe('move');
    await userEvent.click(page.getByRole('heading', { name: 'Live feeds' }));
    expect(listeners.onPointerDown).toHaveBeenCalledTimes(1);
    await button('Collapse').click();
    await button('Expand').click();
    await page.getByRole('tab', { name: 'Revenue' }).click();
    expect(listeners.onPointerDown).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Revenue by month');
    await button('Colour').click();
    await page.getByText('Teal', { exact: true }).click();
    // A press on plain text in the portalled picker still bubbles through React to the header.
    await page.getByText('Colour', { exact: true }).click();
    expect(listeners.onPointerDown).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    header.focus();
    await userEvent.keyboard(' ');
    expect(listeners.onKeyDown).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('fades while it is being dragged', async () => {
    const dragHandle: WidgetDragHandle = { setRef: vi.fn(), attributes: {}, listeners: {}, isDragging: true };
    await renderWithTheme(
      <FakeGrid initial={{}} onStateChange={vi.fn()} onDelete={vi.fn()} dragHandle={dragHandle}>
        <Widget defaultTitle="Recent orders" />
      </FakeGrid>,
    );
    expect(getComputedStyle(page.getByRole('region').element()).opacity).toBe('0.5');
  });
});
