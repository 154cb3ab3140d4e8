import { useState, type RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Tooltip, type TooltipProps } from './Tooltip';
import { useTooltip } from './useTooltip';

const refreshIcon = <svg aria-hidden="true" viewBox="0 0 16 16" />;

function Example(props: Partial<TooltipProps>) {
  return (
    <div style={{ display: 'flex', gap: 16, padding: 80 }}>
      <button type="button">Before</button>
      <Tooltip content="Reload the table" {...props}>
        <Button aria-label="Refresh" icon={refreshIcon} />
      </Tooltip>
      <button type="button">After</button>
    </div>
  );
}

const tooltip = () => page.getByRole('tooltip');
const trigger = () => page.getByRole('button', { name: 'Refresh' });

describe('Tooltip', () => {
  // First in the file: react-aria skips the delay for a while after any tooltip was shown.
  it('shows on hover only after the delay and hides when the pointer leaves', async () => {
    await renderWithTheme(<Example delay={400} />);
    // A pointer move elsewhere first, so that react-aria knows the pointer is in use.
    await userEvent.hover(page.getByRole('button', { name: 'Before' }));
    const shownAt = performance.now();
    await userEvent.hover(trigger());
    expect(tooltip().query()).toBeNull();
    await expect.element(tooltip()).toHaveTextContent('Reload the table');
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(400);
    await expect.element(trigger()).toHaveAttribute('aria-describedby', tooltip().element().id);
    await userEvent.hover(page.getByRole('button', { name: 'After' }));
    await expect.element(tooltip()).not.toBeInTheDocument();
    await expect.element(trigger()).not.toHaveAttribute('aria-describedby');
  });

  it('shows at once on keyboard focus, hides on Escape and on blur', async () => {
    await renderWithTheme(<Example delay={5000} />);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(trigger()).toHaveFocus();
    await expect.element(tooltip()).toBeVisible();
    await expect.element(trigger()).toHaveAccessibleDescription('Reload the table');
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect.element(tooltip()).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect.element(tooltip()).not.toBeInTheDocument();
  });

  it('paints inverse colours in the top layer and, beside its trigger in the landmark, passes axe', async () => {
    await renderWithTheme(
      <main style={{ overflow: 'hidden', height: 60, position: 'relative', zIndex: 0 }}>
        <Example defaultOpen />
      </main>,
    );
    await expect.element(tooltip()).toBeInTheDocument();
    // Neither the clipping nor the stacking context of the landmark hides it.
    expect(tooltip().element().matches(':popover-open')).toBe(true);
    const style = getComputedStyle(tooltip().element());
    expect(style.backgroundColor).toBe('rgb(43, 43, 43)');
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.zIndex).toBe('1070');
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expectNoAxeViolations();
  });

  it('never shows while disabled', async () => {
    await renderWithTheme(<Example isDisabled />);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(trigger()).toHaveFocus();
    await userEvent.hover(trigger());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(tooltip().query()).toBeNull();
  });

  it('places itself on the requested side and flips when there is no room', async () => {
    await renderWithTheme(
      <Tooltip content="Below the edge" placement="top" defaultOpen>
        <button type="button">Top edge</button>
      </Tooltip>,
    );
    await expect.element(tooltip()).toHaveAttribute('data-placement', 'bottom');
    const triggerBox = page.getByRole('button', { name: 'Top edge' }).element().getBoundingClientRect();
    expect(tooltip().element().getBoundingClientRect().top).toBeGreaterThanOrEqual(triggerBox.bottom);
  });

  it('keeps the trigger’s own description and its own handlers', async () => {
    const onFocus = vi.fn();
    await renderWithTheme(
      <>
        <Tooltip content="Opens in a new tab" defaultOpen>
          <a href="#help" aria-describedby="hint" onFocus={onFocus}>
            Help
          </a>
        </Tooltip>
        <span id="hint">Updated daily.</span>
      </>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Help' }))
      .toHaveAccessibleDescription('Updated daily. Opens in a new tab');
    await userEvent.keyboard('{Tab}');
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Tooltip content="Controlled tip" isOpen={isOpen} onOpenChange={setOpen}>
            <button type="button">Target</button>
          </Tooltip>
          <button type="button" onClick={() => setOpen((open) => !open)}>
            Toggle tip
          </button>
        </>
      );
    }
    await renderWithTheme(<Controlled />);
    await page.getByRole('button', { name: 'Toggle tip' }).click();
    await expect.element(tooltip()).toHaveTextContent('Controlled tip');
    await page.getByRole('button', { name: 'Toggle tip' }).click();
    await expect.element(tooltip()).not.toBeInTheDocument();
  });

  it('still works headless, through useTooltip, with a tooltip built by hand', async () => {
    function Headless() {
      const { state, triggerRef, triggerProps, tooltipProps, setFloating, floatingStyles, placement } =
        useTooltip({ placement: 'bottom' });
      return (
        <div style={{ padding: 80 }}>
          <button type="button" ref={triggerRef as RefObject<HTMLButtonElement | null>} {...triggerProps}>
            Headless
          </button>
          {state.isOpen && (
            <span {...tooltipProps} ref={setFloating} style={floatingStyles} data-placement={placement}>
              Built by hand
            </span>
          )}
        </div>
      );
    }
    await renderWithTheme(<Headless />);
    await userEvent.keyboard('{Tab}');
    const headless = page.getByRole('button', { name: 'Headless' });
    await expect.element(headless).toHaveAccessibleDescription('Built by hand');
    await expect.element(tooltip()).toHaveAttribute('data-placement', 'bottom');
    await expect
      .poll(() => tooltip().element().getBoundingClientRect().top)
      .toBeGreaterThanOrEqual(headless.element().getBoundingClientRect().bottom);
  });
});
