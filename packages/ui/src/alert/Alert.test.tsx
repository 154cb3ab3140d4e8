import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { skins } from '../theme/skins';
import { Alert } from './Alert';
import { alertIcons } from './alertIcons';

function stubReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') ? matches : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** Lets React commit whatever the timers scheduled (its scheduler does not run on the faked timers). */
const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('Alert', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('interrupts for danger and warning and is polite otherwise', async () => {
    await renderWithTheme(
      <>
        <Alert variant="danger">Save failed</Alert>
        <Alert variant="success">Saved</Alert>
        <Alert variant="warning" role="status">
          Quota almost used
        </Alert>
      </>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Save failed');
    expect(
      page
        .getByRole('status')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Saved', 'Quota almost used']);
  });

  it('shows title, icon and close button with no axe violations', async () => {
    await renderWithTheme(
      <main>
        <Alert variant="info" title="Heads up" icon={<svg viewBox="0 0 1 1" />} isDismissible>
          Maintenance tonight.
        </Alert>
      </main>,
    );
    const alert = page.getByRole('status');
    await expect.element(alert).toHaveTextContent('Heads up');
    await expect.element(alert.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('keeps every variant AA-readable in every skin', async () => {
    for (const skin of skins) {
      const screen = await renderWithTheme(
        <main>
          {(['success', 'info', 'warning', 'danger'] as const).map((variant) => (
            <Alert key={variant} variant={variant} title={variant} icon={alertIcons[variant]} isDismissible>
              Message text for {variant}.
            </Alert>
          ))}
        </main>,
        { skin },
      );
      await expectNoAxeViolations();
      await screen.unmount();
    }
  });

  it('removes itself and calls onDismiss when Close is pressed', async () => {
    const onDismiss = vi.fn();
    await renderWithTheme(
      <Alert variant="danger" isDismissible onDismiss={onDismiss}>
        Save failed
      </Alert>,
    );
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('fades out for the fade duration before leaving the page', async () => {
    stubReducedMotion(false);
    await renderWithTheme(
      <Alert variant="success" isDismissible>
        Saved
      </Alert>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await page.getByRole('button', { name: 'Close' }).click();
    const alert = page.getByRole('status');
    await expect.element(alert).toHaveAttribute('data-exiting', 'true');
    const fades = alert
      .element()
      .getAnimations()
      .filter(
        (animation) => animation instanceof CSSTransition && animation.transitionProperty === 'opacity',
      );
    expect(fades).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(149);
    await nextFrames();
    expect(alert.query()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await expect.element(alert).not.toBeInTheDocument();
  });

  it('leaves at once when the user asks for reduced motion', async () => {
    stubReducedMotion(true);
    await renderWithTheme(
      <Alert variant="success" isDismissible>
        Saved
      </Alert>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await page.getByRole('button', { name: 'Close' }).click();
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed from the keyboard', async () => {
    const onDismiss = vi.fn();
    await renderWithTheme(
      <Alert variant="warning" isDismissible onDismiss={onDismiss}>
        Disk almost full
      </Alert>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while controlled and the owner keeps it open, and reopens on request', async () => {
    const onOpenChange = vi.fn();
    function Owner() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((open) => !open)}>
            Toggle
          </button>
          <Alert isOpen={isOpen} onOpenChange={onOpenChange} isDismissible>
            Controlled
          </Alert>
        </>
      );
    }
    await renderWithTheme(<Owner />);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole('status')).toBeVisible();

    await page.getByRole('button', { name: 'Toggle' }).click();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Toggle' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Controlled');
  });

  it('starts hidden when defaultOpen is false', async () => {
    await renderWithTheme(
      <>
        <p>Page</p>
        <Alert defaultOpen={false}>Hidden</Alert>
      </>,
    );
    await expect.element(page.getByText('Page')).toBeVisible();
    expect(page.getByRole('status').query()).toBeNull();
  });
});
