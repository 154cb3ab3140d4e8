import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import world from 'world-atlas/countries-110m.json';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import type { MapGeography } from './useMapGeography';
import { WorldMap } from './WorldMap';

const geography = world as unknown as MapGeography;
const renderInPage = (ui: ReactNode) => renderWithTheme(<main>{ui}</main>);

/** Mixed colours compute as `color(srgb r g b)` with channels from 0 to 1; this gives `rgb(…)` to compare. */
function toRgb(color: string) {
  const channels = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(color);
  if (!channels) return color;
  return `rgb(${channels
    .slice(1)
    .map((channel) => Math.round(Number(channel) * 255))
    .join(', ')})`;
}
const values = { '840': 50_000, '250': 5_000, '076': 500, '356': 50 };

describe('WorldMap', () => {
  it('loads the world lazily, then names the countries with data and hides the rest', async () => {
    await renderInPage(<WorldMap values={values} />);
    await expect.element(page.getByRole('figure', { name: 'Visits per country' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'France: 5,000 visits' })).toBeVisible();
    expect(page.getByRole('img').all()).toHaveLength(4);
    const hidden = document.querySelectorAll('.rsm-geography[aria-hidden="true"]');
    expect(hidden.length).toBeGreaterThan(150);
    expect([...hidden].every((shape) => shape.getAttribute('tabindex') === '-1')).toBe(true);
    await expectNoAxeViolations();
  });

  it('shows a spinner while loading and a message when the shapes cannot load', async () => {
    await renderInPage(<WorldMap values={values} geography={() => new Promise(() => undefined)} />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading map' })).toBeVisible();
    await renderInPage(
      <WorldMap
        values={values}
        geography={() => Promise.reject(new Error('offline'))}
        labels={{ error: 'Map unavailable' }}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Map unavailable');
  });

  it('tells name and value in a tooltip on hover, and "No data" for countries without', async () => {
    await renderInPage(<WorldMap values={values} geography={geography} />);
    await page.getByRole('img', { name: 'Brazil: 500 visits' }).hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Brazil500 visits');
    const canada = document.querySelector('[data-country="124"]')!;
    await userEvent.hover(canada);
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('CanadaNo data');
    await userEvent.unhover(canada);
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('moves through the countries with data by keyboard, the tooltip following focus', async () => {
    await renderInPage(<WorldMap values={values} geography={geography} />);
    await expect.element(page.getByRole('img', { name: /^France/ })).toBeVisible();
    const focused: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await userEvent.keyboard('{Tab}');
      focused.push(document.activeElement!.getAttribute('aria-label')!);
      await expect
        .element(page.getByRole('tooltip'))
        .toHaveTextContent(document.activeElement!.getAttribute('aria-label')!.split(':')[0]!);
    }
    expect(focused.sort()).toEqual([
      'Brazil: 500 visits',
      'France: 5,000 visits',
      'India: 50 visits',
      'United States: 50,000 visits',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shades the largest value in the full primary colour and smaller ones lighter', async () => {
    await renderInPage(<WorldMap values={values} geography={geography} stepCount={4} />);
    const fillOf = (name: RegExp) => toRgb(getComputedStyle(page.getByRole('img', { name }).element()).fill);
    await expect.element(page.getByRole('img', { name: /^India/ })).toBeVisible();
    expect(fillOf(/^United States/)).toBe('rgb(47, 109, 166)');
    expect(new Set([/^United States/, /^France/, /^Brazil/, /^India/].map(fillOf)).size).toBe(4);
  });

  it('lists the steps in the legend and ranks the countries in a hidden table', async () => {
    await renderInPage(<WorldMap values={values} geography={geography} stepCount={3} tableLimit={2} />);
    const legend = page.getByRole('list', { name: 'Visits' });
    await expect.element(legend).toHaveTextContent('50–500500–5K5K–50KNo data');
    const rows = page.getByRole('table', { name: 'Visits per country, largest first' }).getByRole('row');
    expect(rows.all().map((row) => row.element().textContent)).toEqual([
      'CountryVisits',
      'United States50,000',
      'France5,000',
    ]);
  });

  it('keeps the legend, "No data" included, on one line in a half-width widget', async () => {
    const visits = { '840': 96_739, '356': 43_272, '826': 23_016, '250': 5_000, '076': 1_100, '124': 59 };
    await renderInPage(
      <div style={{ width: 556 }}>
        <WorldMap values={visits} geography={geography} />
      </div>,
    );
    const items = page.getByRole('list', { name: 'Visits' }).getByRole('listitem').all();
    const tops = items.map((item) => Math.round(item.element().getBoundingClientRect().top));
    expect(new Set(tops).size, tops.join(' ')).toBe(1);
  });
});
