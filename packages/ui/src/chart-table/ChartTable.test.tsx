import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { ChartTable } from './ChartTable';

const props = {
  caption: 'Sales',
  categoryLabel: 'Quarter',
  categories: ['Q1', 'Q2', 'Q3'],
  series: [
    { label: 'North', values: [10, 20, 30] },
    { label: 'South', values: [5, 15, 1250.5] },
  ],
  width: 400,
  isAnimated: false,
};

describe('ChartTable', () => {
  it('shows a captioned table with headers and the chart in one figure, without axe violations', async () => {
    await renderWithTheme(
      <main>
        <ChartTable {...props} />
      </main>,
    );
    const figure = page.getByRole('figure', { name: 'Sales', exact: true });
    await expect.element(figure).toBeVisible();
    const table = figure.getByRole('table', { name: 'Sales', exact: true });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'Quarter' })).toBeVisible();
    await expect.element(table.getByRole('rowheader', { name: 'Q3' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '1,250.5' })).toBeVisible();
    await expect.element(figure.getByRole('figure', { name: 'Sales (chart)' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('draws a pie of the chosen column', async () => {
    await renderWithTheme(<ChartTable {...props} chartType="pie" pieSeriesKey="South" />);
    await expect.element(page.getByRole('img', { name: 'Q2: 15 (1.2%)' })).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('img', { name: 'Q1: 5 (0.4%)' })).toHaveFocus();
  });

  it('draws a line chart named after the table', async () => {
    await renderWithTheme(<ChartTable {...props} chartType="line" chartPlacement="end" />);
    await expect.element(page.getByRole('figure', { name: 'Sales (chart)' })).toBeInTheDocument();
    const figure = page.getByRole('figure', { name: 'Sales', exact: true }).element();
    // Table first, then the chart.
    expect(figure.firstElementChild?.querySelector('table')).not.toBeNull();
  });
});
