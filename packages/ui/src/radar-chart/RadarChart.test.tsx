import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { RadarChart } from './RadarChart';

const axes = ['Speed', 'Power', 'Range', 'Comfort'];
const series = [
  { label: 'Model A', values: [4, 3, 5, 2] },
  { label: 'Model B', values: [2, 5, 3, 4] },
];

describe('RadarChart', () => {
  it('is a named figure with a data table per axis and no axe violations', async () => {
    await renderWithTheme(
      <main>
        <RadarChart label="Models" axes={axes} series={series} width={400} isAnimated={false} />
      </main>,
    );
    await expect.element(page.getByRole('figure', { name: 'Models' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Models' });
    await expect.element(table.getByRole('rowheader', { name: 'Comfort' })).toBeInTheDocument();
    await expect.element(table.getByRole('columnheader', { name: 'Model B' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('steps through the axes with the keyboard, naming each axis values and showing a tooltip', async () => {
    await renderWithTheme(
      <RadarChart label="Models" axes={axes} series={series} width={400} isAnimated={false} />,
    );
    await userEvent.keyboard('{Tab}');
    const cursor = page.getByRole('slider', { name: 'Models axes' });
    await expect.element(cursor).toHaveFocus();
    await expect.element(cursor).toHaveAttribute('aria-valuetext', 'Speed: Model A 4, Model B 2');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Speed');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(cursor).toHaveAttribute('aria-valuetext', 'Speed: Model A 4, Model B 2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(cursor).toHaveAttribute('aria-valuetext', 'Range: Model A 5, Model B 3');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('RangeModel A5Model B3');
  });

  it('shows the tooltip of the axis nearest the pointer', async () => {
    await renderWithTheme(
      <RadarChart label="Models" axes={axes} series={series} width={400} height={300} isAnimated={false} />,
    );
    const cursor = page.getByRole('slider', { name: 'Models axes' });
    const box = cursor.element().getBoundingClientRect();
    // Right of the centre is the second axis (three o'clock).
    await cursor.hover({ position: { x: box.width * 0.9, y: box.height / 2 } });
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Power');
  });

  it('hides a series from the legend', async () => {
    const onHiddenKeysChange = vi.fn();
    await renderWithTheme(
      <RadarChart
        label="Models"
        axes={axes}
        series={series}
        width={400}
        isAnimated={false}
        onHiddenKeysChange={onHiddenKeysChange}
      />,
    );
    await page.getByRole('button', { name: 'Model A' }).click();
    expect(onHiddenKeysChange).toHaveBeenCalledWith(['Model A']);
    expect(document.querySelectorAll('[data-series]')).toHaveLength(1);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Speed: Model B 2');
    // The last visible series stays (its button is aria-disabled, so the click is forced).
    await page.getByRole('button', { name: 'Model B' }).click({ force: true });
    await expect
      .element(page.getByRole('button', { name: 'Model B' }))
      .toHaveAttribute('aria-pressed', 'true');
  });
});
