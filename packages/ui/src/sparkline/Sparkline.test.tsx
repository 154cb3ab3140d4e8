import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { BarSparkline, TristateSparkline } from './BarSparkline';
import { BoxPlotSparkline } from './BoxPlotSparkline';
import { BulletSparkline } from './BulletSparkline';
import { DiscreteSparkline, LineSparkline } from './LineSparkline';
import { PieSparkline } from './PieSparkline';

describe('Sparkline family', () => {
  it('names every sparkline by a summary of its data, with no focusable points', async () => {
    await renderWithTheme(
      <>
        <button type="button">Before</button>
        <LineSparkline values={[5, 6, 7]} />
        <BarSparkline values={[1, 2]} label="Orders" />
        <TristateSparkline values={[1, -1, 0]} />
        <DiscreteSparkline values={[2, 3]} />
        <PieSparkline values={[1, 1]} />
        <BoxPlotSparkline values={[1, 2, 3, 4, 5]} />
        <BulletSparkline performance={5} target={7} ranges={[4, 8]} />
        <button type="button">After</button>
      </>,
    );
    for (const name of [
      'Trend: 5, 6, 7',
      'Orders: 1, 2',
      'Results: 1 up, 1 down, 1 level',
      'Values: 2, 3',
      'Shares: 1 (50%), 1 (50%)',
      'Distribution: median 3, quartiles 1.5 to 4.5, whiskers 1 to 5, 0 outliers',
      'Value: 5 against a target of 7 (ranges 4, 8)',
    ]) {
      await expect.element(page.getByRole('img', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('draws one bar per value at the spec size, negatives in the danger colour', async () => {
    await renderWithTheme(<BarSparkline values={[3, -2, 5]} />);
    const svg = page.getByRole('img').element();
    expect(svg.getAttribute('height')).toBe('26');
    expect(svg.getAttribute('width')).toBe('19');
    const bars = [...svg.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    expect(bars[1]!.getAttribute('fill')).not.toBe(bars[0]!.getAttribute('fill'));
  });

  it('takes an explicit aria-label over the summary', async () => {
    await renderWithTheme(<LineSparkline values={[1, 2]} aria-label="Load over the last hour" />);
    await expect.element(page.getByRole('img', { name: 'Load over the last hour' })).toBeVisible();
  });

  it('follows colour-blind mode for win and loss bars', async () => {
    await renderWithTheme(<TristateSparkline values={[1, -1]} />, { isColorBlindFriendly: true });
    const fills = [...page.getByRole('img').element().querySelectorAll('rect')].map((r) =>
      r.getAttribute('fill'),
    );
    expect(fills).toEqual(['#1F5FA8', '#A6440B']);
  });

  it('draws outliers of a box plot as separate dots', async () => {
    await renderWithTheme(<BoxPlotSparkline values={[-9, 2, 2, 2, 3, 4, 4, 4, 20]} />);
    expect(page.getByRole('img').element().querySelectorAll('circle')).toHaveLength(2);
  });
});
