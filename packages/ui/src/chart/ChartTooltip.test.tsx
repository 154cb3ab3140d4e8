import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { ChartPartsSample } from './chartPartsSample';

// A file of its own: the tooltip's code must not have been loaded by an earlier test.
describe('ChartTooltip on first use', () => {
  it('loads when the keyboard cursor first reaches the plot, and points at the active day', async () => {
    await renderWithTheme(
      <div style={{ paddingBlockStart: 160, inlineSize: 480 }}>
        <ChartPartsSample
          label="Visits by device"
          isLabelVisible={false}
          description="Daily visits."
          height={260}
          legendLabel="Devices"
          hasDataTable={false}
          defaultHiddenKeys={[]}
          onHiddenKeysChange={vi.fn()}
          onActiveChange={vi.fn()}
        />
      </div>,
    );
    // The plot draws once the page has painted: tab to it when it is there.
    const slider = page.getByRole('slider', { name: 'Days' });
    await expect.element(slider).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(slider).toHaveFocus();
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toHaveTextContent('MonDesktop120Mobile80Tablet20');
    expect(tooltip.element().matches(':popover-open')).toBe(true);
    // Above the plot, centred on Monday's group of bars (desktop first, tablet last).
    const bars = document.querySelectorAll('rect[data-series]');
    const mondayCentre =
      (bars[0]!.getBoundingClientRect().left + bars[14]!.getBoundingClientRect().right) / 2;
    await expect
      .poll(() => {
        const box = tooltip.element().getBoundingClientRect();
        return Math.abs(box.left + box.width / 2 - mondayCentre);
      })
      .toBeLessThan(1);
    const plot = slider.element().getBoundingClientRect();
    expect(tooltip.element().getBoundingClientRect().bottom).toBeLessThan(plot.bottom);
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tooltip).toHaveTextContent('Tue');
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip).not.toBeInTheDocument();
  });
});
