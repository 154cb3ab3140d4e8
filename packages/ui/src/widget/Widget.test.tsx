import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider } from '../theme/AtriumProvider';
import { Widget, type WidgetProps } from './Widget';

const renderWidget = (props: Partial<WidgetProps> = {}) =>
  renderWithTheme(
    <main>
      <Widget defaultTitle="Recent orders" {...props}>
        {props.children ?? <p>12 orders today</p>}
      </Widget>
      <button type="button">After</button>
    </main>,
  );
const button = (name: string) => page.getByRole('button', { name, exact: true });
const region = () => page.getByRole('region', { name: 'Recent orders' });

describe('Widget', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it('is a section named by its heading, with labelled header buttons and no axe violations', async () => {
    await renderWidget({ headingLevel: 3, footer: 'Updated just now' });
    await expect.element(region()).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Recent orders' })).toBeVisible();
    const names = page
      .getByRole('group', { name: 'Widget controls' })
      .getByRole('button')
      .elements()
      .map((element) => element.getAttribute('aria-label'));
    expect(names).toEqual(['Edit', 'Colour', 'Full screen', 'Collapse', 'Delete']);
    const header = page.getByRole('heading', { name: 'Recent orders' }).element().parentElement!;
    expect(header.getBoundingClientRect().height).toBe(34);
    await expectNoAxeViolations();
  });

  it('collapses in 200 ms and expands again, keeping aria-expanded and aria-controls in step', async () => {
    const onCollapsedChange = vi.fn();
    await renderWidget({ onCollapsedChange });
    const collapse = button('Collapse');
    const body = document.getElementById(collapse.element().getAttribute('aria-controls')!)!;
    expect(body).toHaveTextContent('12 orders today');
    await collapse.click();
    await expect.element(button('Expand')).toHaveAttribute('aria-expanded', 'false');
    // The fold is a 200 ms transition; read from the style, since a busy machine may finish it before we look.
    const style = getComputedStyle(body);
    expect(style.transitionProperty).toContain('grid-template-rows');
    expect(style.transitionDuration.split(', ')).toContain('0.2s');
    await expect.element(page.getByText('12 orders today')).not.toBeVisible();
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    await button('Expand').click();
    await expect.element(page.getByText('12 orders today')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('collapses at once under reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    await renderWidget();
    await button('Collapse').click();
    const body = document.getElementById(button('Expand').element().getAttribute('aria-controls')!)!;
    expect(
      body.getAnimations().every((animation) => Number(animation.effect?.getTiming().duration) <= 1),
    ).toBe(true);
    await expect.element(page.getByText('12 orders today'), { timeout: 100 }).not.toBeVisible();
  });

  it('renames through the edit box, ignoring an empty title, and closes on Escape', async () => {
    const onTitleChange = vi.fn();
    await renderWidget({ onTitleChange });
    await button('Edit').click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.element(title).toHaveFocus();
    await userEvent.clear(title);
    await expect.element(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    await userEvent.type(title, 'Sales');
    await expect.element(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
    expect(onTitleChange).toHaveBeenLastCalledWith('Sales');
    await expect.element(page.getByRole('region', { name: 'Sales' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(button('Edit')).toHaveFocus();
    await expect.element(button('Edit')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a default title that changes, as when its translation arrives, until the user renames it', async () => {
    const screen = await renderWidget();
    const withDefaultTitle = (defaultTitle: string) => (
      <AtriumProvider>
        <main>
          <Widget defaultTitle={defaultTitle}>
            <p>12 orders today</p>
          </Widget>
          <button type="button">After</button>
        </main>
      </AtriumProvider>
    );
    await screen.rerender(withDefaultTitle('Letzte Bestellungen'));
    await expect.element(page.getByRole('heading', { name: 'Letzte Bestellungen' })).toBeVisible();
    await button('Edit').click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Sales');
    await userEvent.keyboard('{Escape}');
    await screen.rerender(withDefaultTitle('Commandes récentes'));
    await expect.element(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
  });

  it('opens the colour picker from the keyboard and hands focus back on Escape', async () => {
    const onColorChange = vi.fn();
    await renderWidget({ onColorChange });
    (button('Colour').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    // The popover's code may arrive a moment after the press; focus moves to the chosen colour with it.
    await expect.element(page.getByRole('radio', { name: 'Default' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onColorChange).toHaveBeenLastCalledWith('primary');
    await userEvent.keyboard('{Escape}');
    await expect.element(button('Colour')).toHaveFocus();
  });

  it('recolours the header from the palette and reports the colour name', async () => {
    const onColorChange = vi.fn();
    await renderWidget({ onColorChange });
    const header = page.getByRole('heading', { name: 'Recent orders' }).element().parentElement!;
    await button('Colour').click();
    await page.getByText('Red', { exact: true }).click();
    expect(onColorChange).toHaveBeenLastCalledWith('danger');
    await expect.poll(() => getComputedStyle(header).backgroundColor).toBe('rgb(169, 3, 41)');
    await expectNoAxeViolations();
  });

  it('fills the window in full screen; the button or Escape restores it with focus back on the button', async () => {
    await renderWidget();
    await button('Full screen').click();
    await expect.element(button('Exit full screen')).toHaveFocus();
    const box = region().element().getBoundingClientRect();
    expect(box.width).toBe(document.documentElement.clientWidth);
    expect(box.height).toBe(document.documentElement.clientHeight);
    await button('Exit full screen').click();
    await expect.element(button('Full screen')).toHaveFocus();
    expect(region().element().getBoundingClientRect().height).toBeLessThan(box.height);

    await userEvent.keyboard('{Enter}');
    await expect.element(button('Exit full screen')).toHaveFocus();
    // Focus stays inside the widget while it covers the page.
    for (let step = 0; step < 8; step += 1) await userEvent.keyboard('{Tab}');
    expect(region().element().contains(document.activeElement)).toBe(true);
    // Escape leaves full screen even while a tooltip (opened by keyboard focus) would take it for itself.
    button('Exit full screen').element().focus();
    await expect.element(page.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(button('Full screen')).toHaveFocus();
  });

  it('asks before deleting: No keeps the widget, Yes removes it after the exit animation', async () => {
    const onDelete = vi.fn();
    await renderWidget({ onDelete });
    await button('Delete').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this widget?' });
    await expect.element(dialog).toHaveTextContent('Warning: This action cannot be undone!');
    await expectNoAxeViolations();
    await button('No').click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button('Delete')).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
    await button('Delete').click();
    await button('Yes').click();
    expect(onDelete).not.toHaveBeenCalled();
    await expect.element(region()).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('removes the widget within 200 ms of Yes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onDelete = vi.fn();
      await renderWidget({ onDelete });
      await button('Delete').click();
      await button('Yes').click();
      await vi.advanceTimersByTimeAsync(199);
      expect(onDelete).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onDelete).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes at once, without the exit animation, under reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    const onDelete = vi.fn();
    await renderWidget({ onDelete });
    await button('Delete').click();
    await button('Yes').click();
    await expect.poll(() => onDelete.mock.calls.length, { timeout: 100 }).toBe(1);
    await expect.element(region()).not.toBeInTheDocument();
  });

  it('names custom buttons, shows their tooltips and presses them from the keyboard', async () => {
    const onPress = vi.fn();
    await renderWidget({
      buttons: { edit: false, color: false },
      customButtons: [{ key: 'print', label: 'Print', icon: <span aria-hidden="true">P</span>, onPress }],
    });
    await userEvent.keyboard('{Tab}');
    await expect.element(button('Print')).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Print');
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(button('Full screen')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(button('Expand')).toHaveFocus();
    await expect.element(page.getByText('12 orders today')).not.toBeVisible();
  });

  it('keeps an error thrown by its content inside its body, and Retry mounts the content again', async () => {
    let shouldThrow = true;
    function Chart() {
      if (shouldThrow) throw new Error('No series to draw');
      return <p>Chart drawn</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWidget({ children: <Chart /> });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Sorry, but there was an error');
    await expect.element(alert).toHaveTextContent('No series to draw');
    await expect.element(button('After')).toBeVisible();
    await expectNoAxeViolations();
    shouldThrow = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(page.getByText('Chart drawn')).toBeVisible();
    vi.mocked(console.error).mockRestore();
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('Widget with remote content', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loading indicator for at least 600 ms, then the content', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn(async () => <p>27 orders shipped</p>);
    await renderWidget({ load });
    const indicator = page.getByRole('progressbar', { name: 'Loading' });
    await expect.element(indicator).toBeVisible();
    await vi.advanceTimersByTimeAsync(599);
    await expect.element(indicator).toBeVisible();
    await vi.advanceTimersByTimeAsync(1);
    await expect.element(page.getByText('27 orders shipped')).toBeVisible();
    await expect.element(indicator).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes on the refresh button and shows an error with a working Retry on failure', async () => {
    let call = 0;
    const load = vi.fn(async () => {
      call += 1;
      if (call === 2) throw new Error('503');
      return <p>Load {call}</p>;
    });
    await renderWidget({ load });
    await expect.element(page.getByText('Load 1')).toBeVisible();
    await button('Refresh').click();
    // The pointer moves on, so the refresh button's tooltip does not cover the Retry button below it.
    await userEvent.unhover(button('Refresh'));
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Sorry, but there was an error');
    await expectNoAxeViolations();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(page.getByText('Load 3')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never lets a stale response overwrite a newer one', async () => {
    const slow = deferred<string>();
    const responses = [slow.promise, Promise.resolve('new content')];
    const load = vi.fn(async () => <p>{await responses[load.mock.calls.length - 1]}</p>);
    await renderWidget({ load });
    await button('Refresh').click();
    await expect.element(page.getByText('new content')).toBeVisible();
    slow.resolve('old content');
    // The stale load's minimum indicator time is long over, so it would land within a few ticks.
    await new Promise((done) => setTimeout(done, 50));
    await expect.element(page.getByText('new content')).toBeVisible();
    expect(page.getByText('old content').query()).toBeNull();
  });

  it('reloads every refreshInterval after each load, and stops when unmounted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const load = vi.fn(async () => <p>Live</p>);
    const { unmount } = await renderWidget({ load, refreshInterval: 1000 });
    // React commits on a real message channel; the next refresh is armed once the load is shown.
    const commit = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await vi.advanceTimersByTimeAsync(600);
    await commit();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600);
    await commit();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
