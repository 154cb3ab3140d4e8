import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { Tooltip } from './Tooltip';

// The bubble's module fails as a chunk that cannot be fetched does. (A mocked module that failed stays failed,
// so the retry on the next hover or focus is covered by lazyPart's own tests.)
vi.mock('./TooltipBubble', () => ({
  get TooltipBubble(): never {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

describe('Tooltip whose bubble fails to load', () => {
  it('shows nothing, refers to nothing, and leaves the trigger and the page working', async () => {
    // React reports the error it hands to the error boundary; keep it out of the test output.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onPress = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithTheme(
      <div style={{ display: 'flex', gap: 16, padding: 80 }}>
        <Tooltip content="Reload the table" onOpenChange={onOpenChange}>
          <button type="button" onClick={onPress}>
            Refresh
          </button>
        </Tooltip>
        <button type="button">After</button>
      </div>,
    );
    const trigger = page.getByRole('button', { name: 'Refresh' });
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    await expect.element(trigger).toBeInTheDocument();
    expect(page.getByRole('tooltip').query()).toBeNull();
    await expect.element(trigger).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(trigger).toHaveFocus();
    consoleError.mockRestore();
  });
});
