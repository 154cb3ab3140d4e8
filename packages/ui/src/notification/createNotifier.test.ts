import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifier } from './createNotifier';
import { httpErrorBodyLimit, httpErrorContent, httpErrorTitle } from './httpErrorNotice';
import { notificationTimeouts, resolveTimeout } from './notificationTimeouts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const titles = (list: readonly { title: unknown }[]) => list.map((n) => n.title);

describe('resolveTimeout', () => {
  it('uses the fallback when no usable timeout is given', () => {
    expect(resolveTimeout(undefined, 5000)).toBe(5000);
    expect(resolveTimeout(Number.NaN, 5000)).toBe(5000);
    expect(resolveTimeout(-1, 6000)).toBe(6000);
  });

  it('treats 0, null and Infinity as sticky', () => {
    expect(resolveTimeout(0, 5000)).toBeNull();
    expect(resolveTimeout(null, 5000)).toBeNull();
    expect(resolveTimeout(Infinity, 5000)).toBeNull();
  });

  it('clamps to the sane range and keeps the spec constants as they are', () => {
    expect(resolveTimeout(10, 5000)).toBe(notificationTimeouts.min);
    expect(resolveTimeout(10 ** 9, 5000)).toBe(notificationTimeouts.max);
    for (const ms of [2000, 4000, 6000, 8000]) expect(resolveTimeout(ms, 5000)).toBe(ms);
  });
});

describe('HTTP error text', () => {
  it('titles the box with the status code and status text', () => {
    expect(httpErrorTitle({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(httpErrorTitle({ status: 500 })).toBe('500');
    expect(httpErrorTitle({ status: 0 })).toBe('Request failed');
    expect(httpErrorTitle({ status: 0, title: 'Offline' })).toBe('Offline');
  });

  it('shows text bodies as they are, others as JSON, and cuts long ones', () => {
    expect(httpErrorContent('No such widget')).toBe('No such widget');
    expect(httpErrorContent({ error: 'bad' })).toBe('{"error":"bad"}');
    expect(httpErrorContent(undefined)).toBe('');
    const long = httpErrorContent('x'.repeat(5000));
    expect(long).toHaveLength(httpErrorBodyLimit);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('createNotifier', () => {
  it('stacks small boxes newest first and notifies subscribers', () => {
    const notifier = createNotifier();
    const listener = vi.fn();
    notifier.subscribe(listener);
    notifier.small({ title: 'First' });
    notifier.small({ title: 'Second' });
    expect(titles(notifier.getSnapshot().small)).toEqual(['Second', 'First']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('fills in defaults: info, 5000 ms small, 6000 ms big, assertive only for danger', () => {
    const notifier = createNotifier();
    notifier.small({ title: 'Saved' });
    notifier.big({ title: 'Broken', variant: 'danger' });
    const [small] = notifier.getSnapshot().small;
    const [big] = notifier.getSnapshot().big;
    expect(small).toMatchObject({ variant: 'info', timeout: 5000, politeness: 'polite', kind: 'small' });
    expect(big).toMatchObject({ variant: 'danger', timeout: 6000, politeness: 'assertive', kind: 'big' });
  });

  it('closes a box after its timeout and reports why', () => {
    const notifier = createNotifier();
    const onClose = vi.fn();
    notifier.small({ title: 'Congratulations!', variant: 'success', timeout: 4000, onClose });
    vi.advanceTimersByTime(3999);
    expect(notifier.getSnapshot().small).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notifier.getSnapshot().small).toHaveLength(0);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('keeps sticky boxes until dismissed', () => {
    const notifier = createNotifier();
    const onClose = vi.fn();
    const id = notifier.big({ title: 'Sticky', timeout: 0, onClose });
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(notifier.getSnapshot().big).toHaveLength(1);
    notifier.dismiss(id);
    expect(notifier.getSnapshot().big).toHaveLength(0);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismissed');
  });

  it('pauses a timeout and resumes with the time that was left', () => {
    const notifier = createNotifier();
    const id = notifier.small({ title: 'Hover me' });
    vi.advanceTimersByTime(3000);
    notifier.pause(id);
    notifier.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(notifier.getSnapshot().small).toHaveLength(1);
    notifier.resume(id);
    notifier.resume(id);
    vi.advanceTimersByTime(1999);
    expect(notifier.getSnapshot().small).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notifier.getSnapshot().small).toHaveLength(0);
  });

  it('uses an injected clock instead of the global timers', () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const notifier = createNotifier({
      clock: {
        setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
        clearTimeout: () => undefined,
        now: () => 0,
      },
    });
    notifier.big({ title: 'Custom clock', timeout: 4500 });
    expect(scheduled.map((s) => s.ms)).toEqual([4500]);
    scheduled[0]!.callback();
    expect(notifier.getSnapshot().big).toHaveLength(0);
  });

  it('replaces a box shown with the same id and restarts its timeout', () => {
    const notifier = createNotifier();
    notifier.small({ id: 'mute', title: 'Muted' });
    vi.advanceTimersByTime(4000);
    notifier.small({ id: 'mute', title: 'Muted again' });
    vi.advanceTimersByTime(4000);
    expect(titles(notifier.getSnapshot().small)).toEqual(['Muted again']);
  });

  it('drops the oldest box beyond the limit', () => {
    const notifier = createNotifier({ maxSmall: 2 });
    const onClose = vi.fn();
    notifier.small({ title: 'One', onClose });
    notifier.small({ title: 'Two' });
    notifier.small({ title: 'Three' });
    expect(titles(notifier.getSnapshot().small)).toEqual(['Three', 'Two']);
    expect(onClose).toHaveBeenCalledWith('dismissed');
  });

  it('dismisses every box at once', () => {
    const notifier = createNotifier();
    notifier.small({ title: 'A' });
    notifier.big({ title: 'B' });
    notifier.dismiss();
    expect(notifier.getSnapshot()).toMatchObject({ small: [], big: [] });
  });

  it('shows HTTP errors as red shaking big boxes numbered by a running count, gone after 6 s', () => {
    const notifier = createNotifier();
    notifier.httpError({ status: 404, statusText: 'Not Found', body: 'Missing' });
    notifier.httpError({ status: 500, statusText: 'Internal Server Error', body: { error: 'boom' } });
    const { big, httpErrorCount } = notifier.getSnapshot();
    expect(httpErrorCount).toBe(2);
    expect(big.map((n) => [n.title, n.content, n.number])).toEqual([
      ['500 Internal Server Error', '{"error":"boom"}', 2],
      ['404 Not Found', 'Missing', 1],
    ]);
    expect(big[0]).toMatchObject({ variant: 'danger', isShaking: true, politeness: 'assertive' });
    vi.advanceTimersByTime(6000);
    expect(notifier.getSnapshot().big).toHaveLength(0);
    notifier.httpError({ status: 503 });
    expect(notifier.getSnapshot().big[0]?.number).toBe(3);
  });

  it('resolves confirm with the pressed key, one message box after another', async () => {
    const notifier = createNotifier();
    const first = notifier.confirm({ title: 'Reset?', buttons: ['No', 'Yes'] });
    const second = notifier.confirm({
      title: 'Delete?',
      buttons: [
        { key: 'keep', label: 'Keep' },
        { key: 'delete', label: 'Delete', variant: 'danger' },
      ],
    });
    const [request] = notifier.getSnapshot().messageBoxes;
    expect(request).toMatchObject({ cancelKey: 'No', variant: 'warning' });
    notifier.respond(request!.id, 'Yes');
    await expect(first).resolves.toBe('Yes');
    const [next] = notifier.getSnapshot().messageBoxes;
    expect(next?.cancelKey).toBe('keep');
    notifier.respond(next!.id, 'delete');
    notifier.respond(next!.id, 'keep');
    await expect(second).resolves.toBe('delete');
  });

  it('defaults to Cancel and OK buttons', () => {
    const notifier = createNotifier();
    void notifier.confirm({ title: 'Sure?' });
    expect(notifier.getSnapshot().messageBoxes[0]?.buttons.map((b) => b.label)).toEqual(['Cancel', 'OK']);
  });

  it('clear removes everything and answers open message boxes with their cancel key', async () => {
    const notifier = createNotifier();
    const onClose = vi.fn();
    notifier.small({ title: 'A', onClose });
    const answer = notifier.confirm({ title: 'Sure?', buttons: ['No', 'Yes'], cancelKey: 'No' });
    notifier.clear();
    await expect(answer).resolves.toBe('No');
    expect(onClose).toHaveBeenCalledWith('dismissed');
    expect(notifier.getSnapshot()).toMatchObject({ small: [], big: [], messageBoxes: [] });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops notifying after unsubscribe', () => {
    const notifier = createNotifier();
    const listener = vi.fn();
    const unsubscribe = notifier.subscribe(listener);
    unsubscribe();
    notifier.small({ title: 'Quiet' });
    expect(listener).not.toHaveBeenCalled();
  });
});
