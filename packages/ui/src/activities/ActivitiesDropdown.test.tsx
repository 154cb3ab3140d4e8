import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider } from '../theme';
import { ActivitiesDropdown, type ActivitiesDropdownProps } from './ActivitiesDropdown';
import { ActivityList } from './ActivityList';
import {
  ACTIVITY_SAMPLE_LAST_UPDATED,
  ACTIVITY_SAMPLE_NOW,
  activitySampleItems,
  activitySampleTypes,
} from './activitySample';

/** A header with the dropdown, loading each type's entries from the sample like a page would. */
function Example(props: Partial<ActivitiesDropdownProps>) {
  const [type, setType] = useState(props.defaultSelectedType ?? 'msgs');
  return (
    <main style={{ paddingBlock: 20, paddingInline: 40, minBlockSize: 600 }}>
      <ActivitiesDropdown
        types={activitySampleTypes}
        items={activitySampleItems[type]}
        now={ACTIVITY_SAMPLE_NOW}
        defaultLastUpdated={ACTIVITY_SAMPLE_LAST_UPDATED}
        {...props}
        onSelectedTypeChange={(next) => {
          setType(next);
          props.onSelectedTypeChange?.(next);
        }}
      />
      <button type="button">After the dropdown</button>
    </main>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Activities' });
const trigger = () => page.getByRole('button', { name: /^Activities/ });
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ActivitiesDropdown', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it('shows the static badge of 21, resets it to 0 on open, moves focus in and passes axe', async () => {
    const onCountChange = vi.fn();
    await renderWithTheme(<Example onCountChange={onCountChange} />);
    const button = page.getByRole('button', { name: 'Activities, 21 new' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await expect.element(button.getByText('21')).toBeVisible();
    await button.click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(trigger()).toHaveAccessibleName('Activities, 0 new');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger().getByText('0')).toBeVisible();
    expect(onCountChange).toHaveBeenCalledExactlyOnceWith(0);
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
    await expect.poll(() => getComputedStyle(dialog().element()).opacity).toBe('1');
    await settle();
    await expectNoAxeViolations();
  });

  it('switches tabs with the arrow keys and reports each type', async () => {
    const onSelectedTypeChange = vi.fn();
    await renderWithTheme(<Example onSelectedTypeChange={onSelectedTypeChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(page.getByRole('tab', { name: 'Notify (3)' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Backup completed')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Tasks (4)' })).toHaveFocus();
    expect(onSelectedTypeChange.mock.calls).toEqual([['notify'], ['tasks']]);
    await expect
      .element(page.getByRole('progressbar', { name: 'Move invoices to the new template' }))
      .toHaveAttribute('aria-valuenow', '60');
    await expect.element(page.getByRole('tabpanel')).toHaveAccessibleName('Tasks (4)');
    await expect.element(page.getByRole('tablist')).toHaveAccessibleName('Activity types');
    await userEvent.keyboard('{End}{Home}');
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    await renderWithTheme(<Example onOpenChange={onOpenChange} />);
    await trigger().click();
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('fades out over 150 ms after a press outside, and stays open for a press inside', async () => {
    await renderWithTheme(<Example />);
    await trigger().click();
    await page.getByText(/^The quarterly figures are in/).click();
    await expect.element(dialog()).toBeVisible();
    const panel = dialog().element() as HTMLElement;
    // Records each style change as it happens, so a busy machine cannot miss the fade between two looks.
    const fades: { opacity: string; duration: string; isConnected: boolean }[] = [];
    const observer = new MutationObserver(() =>
      fades.push({
        opacity: panel.style.opacity,
        duration: panel.style.transitionDuration,
        isConnected: panel.isConnected,
      }),
    );
    observer.observe(panel, { attributes: true, attributeFilter: ['style'] });
    await userEvent.click(document.body, { position: { x: 4, y: 4 } });
    // Still mounted, fading to transparent over the theme's 150 ms, then removed.
    await expect.poll(() => panel.isConnected).toBe(false);
    observer.disconnect();
    expect(fades).toContainEqual({ opacity: '0', duration: '150ms', isConnected: true });
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes without a fade under reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    await renderWithTheme(<Example />);
    await trigger().click();
    await expect.element(dialog()).toBeInTheDocument();
    const panel = dialog().element() as HTMLElement;
    await expect.poll(() => panel.style.transitionDuration).toBe('0ms');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => panel.isConnected, { timeout: 100 }).toBe(false);
  });

  it('walks the panel with Tab and closes when focus leaves it', async () => {
    await renderWithTheme(<Example defaultSelectedType="notify" />);
    await trigger().click();
    await expect.element(page.getByRole('tab', { name: 'Notify (3)' })).toHaveFocus();
    // Notifications have no links, so the scrolling panel itself takes focus.
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tabpanel')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After the dropdown' })).toHaveFocus();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('refreshes once at a time and moves "last updated" to when the refresh finished', async () => {
    const pending = deferred();
    const onRefresh = vi.fn(() => pending.promise);
    const finishedAt = new Date(2026, 2, 2, 10, 5);
    await renderWithTheme(<Example defaultOpen onRefresh={onRefresh} clock={() => finishedAt} />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent(/^Last updated: Mar 2, 2026, \d+:38 [AP]M$/);
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await refresh.click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await expect.element(status).toHaveTextContent(/:38 [AP]M$/);
    pending.resolve();
    await expect.element(status).toHaveTextContent('Last updated: Mar 2, 2026, 10:05 AM');
    await expect.element(refresh).toHaveFocus();
    await expect.element(dialog()).toBeVisible();
  });

  it('keeps the last good time when a refresh fails', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('offline')));
    await renderWithTheme(<Example defaultOpen onRefresh={onRefresh} clock={() => new Date(2030, 0, 1)} />);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => onRefresh.mock.calls.length).toBe(1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(page.getByRole('status')).toHaveTextContent(/Mar 2, 2026/);
  });

  it('shows loading, a friendly error with Retry, and an empty state without crashing', async () => {
    const onRefresh = vi.fn();
    const screen = await renderWithTheme(<Example defaultOpen isLoading />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading activities…' })).toBeVisible();
    await screen.rerender(
      <AtriumProvider>
        <Example defaultOpen error={new Error('HTTP 503')} onRefresh={onRefresh} />
      </AtriumProvider>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Activities could not be loaded.');
    await expect.element(dialog()).not.toHaveTextContent('503');
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <AtriumProvider>
        <Example defaultOpen items={[]} />
      </AtriumProvider>,
    );
    await expect.element(page.getByText('No activities')).toBeVisible();
    await settle();
    await expectNoAxeViolations();
  });

  it('lets the caller own the badge count', async () => {
    function Controlled() {
      const [count, setCount] = useState(5);
      return (
        <>
          <Example count={count} onCountChange={setCount} />
          <button type="button" onClick={() => setCount((value) => value + 1)}>
            New activity
          </button>
        </>
      );
    }
    await renderWithTheme(<Controlled />);
    await expect.element(page.getByRole('button', { name: 'Activities, 5 new' })).toBeVisible();
    await trigger().click();
    await expect.element(trigger()).toHaveAccessibleName('Activities, 0 new');
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'New activity' }).click();
    await expect.element(page.getByRole('button', { name: 'Activities, 1 new' })).toBeVisible();
  });

  it('opens below its trigger, from the start edge, in right-to-left layouts', async () => {
    await renderWithTheme(<Example defaultOpen />, { direction: 'rtl' });
    await expect.element(dialog()).toHaveAttribute('dir', 'rtl');
    const triggerBox = trigger().element().getBoundingClientRect();
    await expect
      .poll(() => Math.abs(dialog().element().getBoundingClientRect().right - triggerBox.right))
      .toBeLessThan(2);
    expect(dialog().element().getBoundingClientRect().top).toBeGreaterThanOrEqual(triggerBox.bottom);
    expect(dialog().element().getBoundingClientRect().width).toBe(340);
  });

  it('still has a footer and a message when there are no activity types', async () => {
    await renderWithTheme(<Example defaultOpen types={[]} items={[]} />);
    await expect.element(page.getByText('No activities')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    expect(page.getByRole('tablist').query()).toBeNull();
  });
});

describe('ActivityList', () => {
  it('marks unread entries for screen readers, hides decorative pictures and shows relative times', async () => {
    await renderWithTheme(
      <main>
        <ActivityList items={activitySampleItems.msgs!} now={ACTIVITY_SAMPLE_NOW} aria-label="Messages" />
      </main>,
    );
    const entries = page.getByRole('listitem');
    expect(entries.all()).toHaveLength(5);
    await expect.element(entries.first()).toHaveTextContent(/^Unread: Maya Lindqvist12 minutes ago/);
    await expect.element(entries.nth(2)).not.toHaveTextContent('Unread');
    await expect.element(entries.nth(3)).toHaveTextContent('1 day ago');
    expect(page.getByRole('img').query()).toBeNull();
    await expect
      .element(page.getByRole('link', { name: 'Jonas Weber' }))
      .toHaveAttribute('href', '#/inbox/inbox/detail/msg-4');
    const time = entries.first().element().querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-03-02T09:31:00.000Z');
    await expectNoAxeViolations();
  });

  it('skips a malformed time and clamps progress to 0–100', async () => {
    await renderWithTheme(
      <ActivityList
        now={ACTIVITY_SAMPLE_NOW}
        items={[
          { id: 'a', title: 'Broken time', time: 'not a date' },
          { id: 'b', title: 'Overdone', time: '2026-03-02T09:00:00Z', progress: 140 },
          { id: 'c', title: 'Negative', time: '2026-03-02T09:00:00Z', progress: -5 },
        ]}
      />,
    );
    await expect.element(page.getByText('Broken time')).toBeVisible();
    expect(page.getByRole('listitem').first().element().querySelector('time')).toBeNull();
    await expect
      .element(page.getByRole('progressbar', { name: 'Overdone' }))
      .toHaveAttribute('aria-valuenow', '100');
    await expect
      .element(page.getByRole('progressbar', { name: 'Negative' }))
      .toHaveAttribute('aria-valuenow', '0');
  });
});
