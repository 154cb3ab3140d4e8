import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { createNotifier } from './createNotifier';
import type { NotifierClock } from './Notifier';
import { NotificationProvider } from './NotificationProvider';
import { useNotify } from './useNotify';

/** A clock the test moves by hand, so timeouts are checked without waiting for them. */
function manualClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; handle: number }[] = [];
  let nextHandle = 0;
  const clock: NotifierClock = {
    setTimeout: (callback, ms) => {
      timers.push({ at: now + ms, callback, handle: ++nextHandle });
      return nextHandle;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.callback();
  };
  return { clock, advance };
}

function Triggers() {
  const notify = useNotify();
  return (
    <>
      <Button
        onPress={() =>
          notify.small({
            title: 'Congratulations!',
            content: 'Smart wizard finished',
            variant: 'success',
            timeout: 4000,
          })
        }
      >
        Finish wizard
      </Button>
      <Button
        onPress={() => notify.httpError({ status: 404, statusText: 'Not Found', body: 'No such page' })}
      >
        Fail request
      </Button>
    </>
  );
}

const liveRegion = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[data-notification-announcer] [aria-live="${politeness}"]`);

const rectOf = (name: string) =>
  page.getByRole('group', { name, exact: true }).element().getBoundingClientRect();

describe('NotificationProvider', () => {
  it('shows a small box, announces it politely and closes it with its close button', async () => {
    await renderWithTheme(
      <NotificationProvider>
        <Triggers />
      </NotificationProvider>,
    );
    await page.getByRole('button', { name: 'Finish wizard' }).click();
    const box = page.getByRole('group', { name: 'Congratulations!' });
    await expect.element(box).toBeVisible();
    await expect.element(box).toHaveAccessibleDescription('Smart wizard finished');
    await expect.poll(() => liveRegion('polite')?.textContent).toBe('Congratulations! Smart wizard finished');
    expect(liveRegion('assertive')?.textContent).toBe('');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Close Congratulations!' })
      .click();
    await expect.element(box).not.toBeInTheDocument();
  });

  it('stacks small boxes newest on top and big boxes newest nearest the corner, never overlapping', async () => {
    const notifier = createNotifier();
    await renderWithTheme(<NotificationProvider notifier={notifier} />);
    for (const title of ['One', 'Two', 'Three']) notifier.small({ title, content: 'Some text for a line.' });
    for (const title of ['Big one', 'Big two']) notifier.big({ title, content: 'A longer body.' });
    await expect.element(page.getByRole('group', { name: 'Big two' })).toBeVisible();
    const [three, two, one] = ['Three', 'Two', 'One'].map(rectOf);
    expect(three!.bottom).toBeLessThanOrEqual(two!.top);
    expect(two!.bottom).toBeLessThanOrEqual(one!.top);
    const [bigTwo, bigOne] = ['Big two', 'Big one'].map(rectOf);
    expect(bigOne!.bottom).toBeLessThanOrEqual(bigTwo!.top);
    expect(one!.bottom).toBeLessThanOrEqual(bigOne!.top);
    // Top-right and bottom-right of the window in left-to-right.
    expect(three!.right).toBeGreaterThan(window.innerWidth - 40);
    expect(three!.top).toBeLessThan(40);
    expect(bigTwo!.bottom).toBeGreaterThan(window.innerHeight - 40);
  });

  it('puts the stacks on the left in right-to-left', async () => {
    const notifier = createNotifier();
    await renderWithTheme(<NotificationProvider notifier={notifier} />, { direction: 'rtl' });
    notifier.small({ title: 'Mirrored' });
    notifier.big({ title: 'Mirrored big' });
    await expect.element(page.getByRole('group', { name: 'Mirrored big' })).toBeVisible();
    expect(rectOf('Mirrored').left).toBeLessThan(40);
    expect(rectOf('Mirrored big').left).toBeLessThan(40);
  });

  it('closes boxes after their timeout, small 5000 ms and big 6000 ms by default', async () => {
    const { clock, advance } = manualClock();
    const notifier = createNotifier({ clock });
    await renderWithTheme(<NotificationProvider notifier={notifier} />);
    notifier.small({ title: 'Small' });
    notifier.big({ title: 'Big' });
    await expect.element(page.getByRole('group', { name: 'Big' })).toBeVisible();
    advance(4999);
    await expect.element(page.getByRole('group', { name: 'Small' })).toBeVisible();
    advance(1);
    await expect.element(page.getByRole('group', { name: 'Small' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('group', { name: 'Big' })).toBeVisible();
    advance(1000);
    await expect.element(page.getByRole('group', { name: 'Big' })).not.toBeInTheDocument();
  });

  it('pauses the timeout while hovered or while focus is inside', async () => {
    const { clock, advance } = manualClock();
    const notifier = createNotifier({ clock });
    await renderWithTheme(<NotificationProvider notifier={notifier} />);
    notifier.small({ title: 'Linger' });
    const box = page.getByRole('group', { name: 'Linger' });
    await userEvent.hover(box);
    advance(60_000);
    await expect.element(box).toBeVisible();
    await userEvent.unhover(box);
    box.getByRole('button', { name: 'Close Linger' }).element().focus();
    advance(60_000);
    await expect.element(box).toBeVisible();
    (document.activeElement as HTMLElement).blur();
    advance(4999);
    await expect.element(box).toBeVisible();
    advance(1);
    await expect.element(box).not.toBeInTheDocument();
  });

  it('shows failed requests in a red big box with a running error count, announced assertively', async () => {
    await renderWithTheme(
      <NotificationProvider>
        <Triggers />
      </NotificationProvider>,
    );
    const fail = page.getByRole('button', { name: 'Fail request' });
    await fail.click();
    await fail.click();
    const boxes = page.getByRole('group', { name: '404 Not Found' });
    await expect.element(boxes.nth(1)).toBeVisible();
    expect(boxes.elements().map((box) => box.textContent)).toEqual([
      expect.stringContaining('Number 2'),
      expect.stringContaining('Number 1'),
    ]);
    await expect.element(boxes.first()).toHaveAccessibleDescription('No such page');
    expect(boxes.first().element().getAttribute('data-variant')).toBe('danger');
    await expect.poll(() => liveRegion('assertive')?.textContent).toContain('404 Not Found. No such page');
  });

  it('shakes the HTTP error box except under reduced motion', async () => {
    const notifier = createNotifier();
    await renderWithTheme(<NotificationProvider notifier={notifier} />);
    notifier.httpError({ status: 500, statusText: 'Internal Server Error' });
    const locator = page.getByRole('group', { name: '500 Internal Server Error' });
    await expect.element(locator).toBeVisible();
    const box = locator.element();
    await expect.poll(() => getComputedStyle(box).animationName.split(',').length).toBe(2);
    const reducedRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[]);
    const stopped = reducedRules.filter((rule) => box.matches(rule.selectorText));
    expect(stopped.map((rule) => rule.style.animationName)).toContain('none');
  });

  it('moves focus from a closed box to the next close button, then back where it came from', async () => {
    const notifier = createNotifier();
    await renderWithTheme(
      <NotificationProvider notifier={notifier}>
        <Button>Before</Button>
      </NotificationProvider>,
    );
    notifier.small({ title: 'First', timeout: 0 });
    notifier.small({ title: 'Second', timeout: 0 });
    const before = page.getByRole('button', { name: 'Before' });
    await before.click();
    await expect.element(page.getByRole('group', { name: 'First' })).toBeVisible();
    // F6 jumps to the notifications landmark.
    await userEvent.keyboard('{F6}');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close Second' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Close First' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(before).toHaveFocus();
  });

  it('has no axe violations with boxes and a message box open', async () => {
    const notifier = createNotifier();
    await renderWithTheme(
      <NotificationProvider notifier={notifier}>
        <Triggers />
      </NotificationProvider>,
    );
    notifier.small({ title: 'Saved', content: 'Your changes are stored.', variant: 'success' });
    notifier.httpError({ status: 404, statusText: 'Not Found', body: 'Missing' });
    void notifier.confirm({ title: 'Factory reset', content: 'Clear all settings?', buttons: ['No', 'Yes'] });
    await expect.element(page.getByRole('alertdialog', { name: 'Factory reset' })).toBeVisible();
    await expectNoAxeViolations();
    // The page and the boxes go inert behind the modal; the live regions keep announcing.
    const hidden = '[inert], [aria-hidden="true"]';
    expect(document.querySelector('button')?.closest(hidden)).not.toBeNull();
    expect(document.querySelector('[data-variant="success"]')?.closest(hidden)).not.toBeNull();
    expect(liveRegion('polite')?.closest(hidden)).toBeNull();
    notifier.small({ title: 'Raised behind the modal' });
    await expect.poll(() => liveRegion('polite')?.textContent).toContain('Raised behind the modal');
  });
});
