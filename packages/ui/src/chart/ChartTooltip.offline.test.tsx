import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { ChartPartsSample } from './chartPartsSample';

// The tooltip's module fails as a chunk that cannot be fetched does. (A mocked module that failed stays failed,
// so the retry on the next showing is covered by lazyPart's own tests.)
vi.mock('./ChartTooltipBubble', () => ({
  get ChartTooltipBubble(): never {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

describe('ChartTooltip whose code fails to load', () => {
  it('shows no tooltip and leaves the chart and its keyboard cursor working', async () => {
    // React reports the error it hands to the error boundary; keep it out of the test output.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onActiveChange = vi.fn();
    await renderWithTheme(
      <ChartPartsSample
        label="Visits by device"
        isLabelVisible={false}
        description="Daily visits."
        height={260}
        legendLabel="Devices"
        hasDataTable={false}
        defaultHiddenKeys={[]}
        onHiddenKeysChange={vi.fn()}
        onActiveChange={onActiveChange}
      />,
    );
    await userEvent.keyboard('{Tab}');
    const slider = page.getByRole('slider', { name: 'Days' });
    await expect.element(slider).toHaveFocus();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    await expect.element(slider).toBeInTheDocument();
    expect(page.getByRole('tooltip').query()).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', 'Tue: Desktop 132, Mobile 92, Tablet 24');
    expect(onActiveChange).toHaveBeenLastCalledWith(1);
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Mobile' }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(page.getByRole('tooltip').query()).toBeNull();
    consoleError.mockRestore();
  });
});
