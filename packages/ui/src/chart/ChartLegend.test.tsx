import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { readsLeftToRight } from '../../test/readingOrder';
import { LineChart } from '../line-chart';

const series = [
  { key: 'a', label: 'Alpha', data: [0, 1, 2].map((x) => ({ x, y: x * 2 })) },
  { key: 'b', label: 'Beta', data: [0, 1, 2].map((x) => ({ x, y: 5 - x })) },
];

describe('chart legend and frame', () => {
  it('toggles series with aria-pressed and never hides the last one', async () => {
    await renderWithTheme(<LineChart label="Trend" series={series} width={400} isAnimated={false} />);
    const alpha = page.getByRole('button', { name: 'Alpha' });
    const beta = page.getByRole('button', { name: 'Beta' });
    await alpha.click();
    await expect.element(alpha).toHaveAttribute('aria-pressed', 'false');
    await beta.click({ force: true });
    await expect.element(beta).toHaveAttribute('aria-pressed', 'true');
    await expect.element(beta).toHaveAttribute('aria-disabled', 'true');
  });

  it('names the figure, shows values on keyboard focus and passes axe', async () => {
    await renderWithTheme(<LineChart label="Trend" series={series} width={400} isAnimated={false} />);
    await expect.element(page.getByRole('figure', { name: 'Trend' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('slider', { name: 'Data points' })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Alpha');
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Beta3');
    await expectNoAxeViolations(page.getByRole('figure', { name: 'Trend' }).element());
  });

  it('keeps a left-to-right label such as "sin()" in its order on a right-to-left page', async () => {
    const trig = [{ key: 'sin', label: 'sin()', data: series[0]!.data }];
    await renderWithTheme(
      <LineChart label="Trend" series={trig} width={400} isAnimated={false} hasLegend />,
      {
        direction: 'rtl',
      },
    );
    const legend = page.getByRole('button', { name: 'sin()' }).element();
    expect(readsLeftToRight(legend, 'sin', ')')).toBe(true);
  });
});
