import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { linePlotMargin } from './LinePlot';
import { TimeSeriesChart } from './TimeSeriesChart';

const series = [
  {
    key: 'load',
    label: 'Load',
    data: Array.from({ length: 201 }, (_, x) => ({ x, y: 50 + 40 * Math.sin(x / 9) })),
  },
];
const chartWidth = 600;
/** The overview is as wide as the plot: the chart's width less the plot's side margins. */
const overviewWidth = chartWidth - linePlotMargin.left - linePlotMargin.right;

/** The numbers under the main plot's x axis, as a user reads them. */
function xTickValues(): number[] {
  const figure = page.getByRole('figure', { name: 'Server load' }).element();
  const labels = figure.querySelectorAll('[data-chart-plot] .visx-axis-bottom .visx-axis-tick text');
  return [...labels].map((label) => Number(label.textContent.replace(/,/g, '')));
}

function brushPart(name: 'overlay' | 'selection'): SVGRectElement {
  const part = document.querySelector<SVGRectElement>(`[data-range-selector] .visx-brush-${name}`);
  if (!part) throw new Error(`No brush ${name}`);
  return part;
}

/**
 * Waits until the axis runs from about `from` to about `to`: its first and last labels lie within a quarter of
 * the span of either end (ticks fall on round numbers, and a drag ends within a step of where it aimed).
 */
async function expectVisibleRange(from: number, to: number) {
  const slack = (to - from) / 4;
  await vi.waitFor(() => {
    const ticks = xTickValues();
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(from - slack);
    expect(Math.min(...ticks)).toBeLessThanOrEqual(from + slack);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(to - slack);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(to + slack);
  });
}

function renderChart(onRangeChange = vi.fn()) {
  return renderWithTheme(
    <TimeSeriesChart
      label="Server load"
      series={series}
      width={chartWidth}
      height={240}
      overviewHeight={56}
      isAnimated={false}
      onRangeChange={onRangeChange}
    />,
  );
}

describe('TimeSeriesChart range selector', () => {
  it('zooms the main chart to the span dragged across the overview', async () => {
    const onRangeChange = vi.fn();
    await renderChart(onRangeChange);
    await expectVisibleRange(0, 200);
    await expect.element(page.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();

    // From a quarter to a half of the overview: x 50 to 100 of the 0 to 200 extent.
    const overlay = brushPart('overlay');
    await userEvent.dragAndDrop(overlay, overlay, {
      sourcePosition: { x: overviewWidth * 0.25, y: 28 },
      targetPosition: { x: overviewWidth * 0.5, y: 28 },
      steps: 8,
    });

    await expectVisibleRange(50, 100);
    expect(onRangeChange).toHaveBeenCalled();
    const [from, to] = onRangeChange.mock.lastCall![0] as [number, number];
    // Within one step of the drag (50 / 8 ≈ 6.3): the brush may take the release before the last move.
    expect(Math.abs(from - 50)).toBeLessThan(7);
    expect(Math.abs(to - 100)).toBeLessThan(7);
    await expect.element(page.getByRole('button', { name: 'Reset zoom' })).toBeEnabled();
    await expect
      .element(page.getByRole('slider', { name: 'Data points' }))
      .not.toHaveAttribute('aria-valuemax', '200');
  });

  it('pans the main chart when the selection itself is dragged', async () => {
    await renderChart();
    const overlay = brushPart('overlay');
    await userEvent.dragAndDrop(overlay, overlay, {
      sourcePosition: { x: overviewWidth * 0.1, y: 28 },
      targetPosition: { x: overviewWidth * 0.35, y: 28 },
      steps: 8,
    });
    await expectVisibleRange(20, 70);
    const before = Math.min(...xTickValues());

    // Grab the middle of the selection and move it a quarter of the overview to the right (x + 50).
    const selection = brushPart('selection');
    const box = selection.getBoundingClientRect();
    await userEvent.dragAndDrop(selection, selection, {
      sourcePosition: { x: box.width / 2, y: 28 },
      targetPosition: { x: box.width / 2 + overviewWidth * 0.25, y: 28 },
      steps: 8,
      force: true,
    });

    await expectVisibleRange(70, 120);
    expect(Math.min(...xTickValues())).toBeGreaterThanOrEqual(before + 30);
    expect(brushPart('selection').getBoundingClientRect().width).toBeCloseTo(box.width, -1);
  });

  it('shows the whole series again from the reset button, and passes axe', async () => {
    await renderChart();
    const overlay = brushPart('overlay');
    await userEvent.dragAndDrop(overlay, overlay, {
      sourcePosition: { x: overviewWidth * 0.6, y: 28 },
      targetPosition: { x: overviewWidth * 0.9, y: 28 },
      steps: 8,
    });
    await expectVisibleRange(120, 180);
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await expectVisibleRange(0, 200);
    await vi.waitFor(() => expect(Number(brushPart('selection').getAttribute('width') ?? 0)).toBe(0));
    await expectNoAxeViolations(page.getByRole('figure', { name: 'Server load' }).element());
  });
});

describe('TimeSeriesChart on a phone', () => {
  it('keeps every zoom control inside a narrow chart', async () => {
    await renderWithTheme(
      <div style={{ width: 300 }} data-testid="narrow">
        <TimeSeriesChart label="Server load" series={series} width={300} height={200} isAnimated={false} />
      </div>,
    );
    const box = page.getByTestId('narrow').element().getBoundingClientRect();
    const controls = page.getByRole('group', { name: /zoom/i }).getByRole('button').elements();
    expect(controls.map((button) => button.textContent)).toContain('Reset zoom');
    for (const button of controls) {
      const rect = button.getBoundingClientRect();
      // Joined buttons overlap a neighbour's border by a pixel, the first of a wrapped row included.
      expect(rect.left).toBeGreaterThanOrEqual(box.left - 1);
      expect(rect.right).toBeLessThanOrEqual(box.right);
    }
  });
});
