import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PieChart, PolarAreaChart } from './PieChart';

const data = [
  { label: 'Direct', value: 50 },
  { label: 'Search', value: 30 },
  { label: 'Email', value: 15 },
  { label: 'Other', value: 5 },
];

describe('PieChart', () => {
  it('is a named figure whose slices say "label: value (percent)", with a data table and no axe violations', async () => {
    await renderWithTheme(
      <main>
        <PieChart label="Traffic sources" data={data} variant="donut" width={300} isAnimated={false} />
      </main>,
    );
    await expect.element(page.getByRole('figure', { name: 'Traffic sources' })).toBeVisible();
    for (const name of ['Direct: 50 (50%)', 'Search: 30 (30%)', 'Email: 15 (15%)', 'Other: 5 (5%)']) {
      await expect.element(page.getByRole('img', { name })).toBeInTheDocument();
    }
    await expect.element(page.getByRole('table', { name: 'Traffic sources' })).toBeInTheDocument();
    await expect.element(page.getByRole('cell', { name: '15%' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('labels only slices at or over the threshold', async () => {
    await renderWithTheme(<PieChart label="Sources" data={data} width={300} isAnimated={false} />);
    await expect.element(page.getByText('15%', { exact: true }).first()).toBeInTheDocument();
    const labels = [...document.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(['50%', '30%', '15%']);
  });

  it('shows a tooltip on focus and moves between slices with the arrow keys', async () => {
    await renderWithTheme(<PieChart label="Sources" data={data} width={300} isAnimated={false} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('img', { name: 'Direct: 50 (50%)' })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Direct50 (50%)');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('img', { name: 'Search: 30 (30%)' })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Search30 (30%)');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(page.getByRole('img', { name: 'Other: 5 (5%)' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides a slice from its legend button and reports the hidden keys', async () => {
    const onHiddenKeysChange = vi.fn();
    await renderWithTheme(
      <PieChart
        label="Sources"
        data={data}
        width={300}
        isAnimated={false}
        onHiddenKeysChange={onHiddenKeysChange}
      />,
    );
    await page.getByRole('button', { name: 'Direct' }).click();
    expect(onHiddenKeysChange).toHaveBeenCalledWith(['Direct']);
    await expect
      .element(page.getByRole('button', { name: 'Direct' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByRole('img', { name: 'Search: 30 (60%)' })).toBeInTheDocument();
    await expect.element(page.getByRole('img', { name: /^Direct/ })).not.toBeInTheDocument();
  });

  it('sweeps in: slices start small and reach their full angles', async () => {
    await renderWithTheme(
      <PieChart label="Sources" data={data} width={300} animationDuration={400} showLegend={false} />,
    );
    // Labels wait for the end of the sweep.
    expect(document.querySelectorAll('svg text')).toHaveLength(0);
    await expect.poll(() => document.querySelectorAll('svg text').length, { timeout: 3000 }).toBe(3);
  });

  it('draws polar area slices with equal angles and radius by value', async () => {
    await renderWithTheme(
      <PolarAreaChart label="Channels" data={data} width={300} isAnimated={false} showLegend={false} />,
    );
    const direct = page.getByRole('img', { name: 'Direct: 50 (50%)' }).element() as SVGPathElement;
    const other = page.getByRole('img', { name: 'Other: 5 (5%)' }).element() as SVGPathElement;
    expect(direct.getBBox().width).toBeGreaterThan(other.getBBox().width * 2);
  });
});
