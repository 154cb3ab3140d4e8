import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { DeferUntilVisible } from './DeferUntilVisible';

// A scroll box 200 px tall whose deferred content starts 600 px down, out of sight.
function BelowTheFold({ children }: { children: React.ReactNode }) {
  return (
    <div data-testid="scroller" style={{ blockSize: 200, overflow: 'auto' }}>
      <div style={{ blockSize: 600 }} />
      {children}
    </div>
  );
}

describe('DeferUntilVisible', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fallback until the content scrolls into view, then keeps the content', async () => {
    const screen = await renderWithTheme(
      <BelowTheFold>
        <DeferUntilVisible fallback={<p>Waiting</p>}>
          <p>Deferred content</p>
        </DeferUntilVisible>
      </BelowTheFold>,
    );
    await expect.element(screen.getByText('Waiting')).toBeInTheDocument();
    // Give the observer its first report: the content must still be absent.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(screen.container.textContent).not.toContain('Deferred content');

    const scroller = screen.getByTestId('scroller').element();
    scroller.scrollTop = 600;
    await expect.element(screen.getByText('Deferred content')).toBeVisible();
    scroller.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(screen.container.textContent).toContain('Deferred content');
    // The bare scroll box is the test's scaffolding; axe checks what the component draws.
    await expectNoAxeViolations(screen.getByText('Deferred content').element().parentElement!);
  });

  it('loads a lazy child only once it is in view, showing the fallback while it loads', async () => {
    let resolveModule: (module: { default: () => React.JSX.Element }) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          resolveModule = resolve;
        }),
    );
    const LazyPart = lazy(load);
    const screen = await renderWithTheme(
      <BelowTheFold>
        <DeferUntilVisible fallback={<p>Loading the part</p>}>
          <LazyPart />
        </DeferUntilVisible>
      </BelowTheFold>,
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(load).not.toHaveBeenCalled();

    screen.getByTestId('scroller').element().scrollTop = 600;
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect.element(screen.getByText('Loading the part')).toBeInTheDocument();
    resolveModule({ default: () => <p>The part</p> });
    await expect.element(screen.getByText('The part')).toBeVisible();
  });

  it('shows the content at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const screen = await renderWithTheme(
      <BelowTheFold>
        <DeferUntilVisible fallback={<p>Waiting</p>}>
          <p>Deferred content</p>
        </DeferUntilVisible>
      </BelowTheFold>,
    );
    await expect.element(screen.getByText('Deferred content')).toBeInTheDocument();
  });

  it('can start visible', async () => {
    const screen = await renderWithTheme(
      <BelowTheFold>
        <DeferUntilVisible fallback={<p>Waiting</p>} isInitiallyVisible>
          <p>Deferred content</p>
        </DeferUntilVisible>
      </BelowTheFold>,
    );
    expect(screen.container.textContent).toContain('Deferred content');
  });
});
