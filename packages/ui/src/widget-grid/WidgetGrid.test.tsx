import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { WidgetGrid, type WidgetGridHandle, type WidgetGridItem } from './WidgetGrid';
import { createWidgetLayout, type WidgetLayout } from './widgetLayout';
import { createMemoryWidgetLayoutRepository, widgetLayoutStorageKey } from './widgetLayoutRepository';
import { dragWithPointer } from '../../test/dragWithPointer';
import { columnTitles, FixtureCard } from './widgetGridFixtures';

const card = (id: string, title: string, isSortable?: boolean): WidgetGridItem => ({
  id,
  title,
  isSortable,
  children: <FixtureCard title={title}>Body of {title}</FixtureCard>,
});
const items = [card('a', 'Alpha'), card('b', 'Beta'), card('c', 'Gamma'), card('d', 'Delta', false)];
const defaults = createWidgetLayout([['a', 'b', 'c'], ['d'], []]);
const grid = () => document.querySelector('[data-widget-column]')!.parentElement!;
const handleOf = (title: string) =>
  page.getByRole('region', { name: title }).element().querySelector('header')!;

describe('WidgetGrid', () => {
  beforeEach(async () => {
    localStorage.clear();
    // Wider than the 960 px grids below: in a narrower frame the page scrolls sideways, and a drag towards
    // the edge auto-scrolls it under the pointer, so the drop lands a column further than aimed.
    await page.viewport(1280, 800);
  });

  it('draws each column in order and has no axe violations', async () => {
    await renderWithTheme(<WidgetGrid items={items} defaultLayout={defaults} />);
    await expect.element(page.getByRole('region', { name: 'Delta' })).toBeVisible();
    expect(columnTitles(grid())).toEqual([['Alpha', 'Beta', 'Gamma'], ['Delta'], []]);
    await expectNoAxeViolations();
  });

  it('draws leading full-width columns as bands above the others', async () => {
    const widths = () =>
      [...document.querySelectorAll('[data-widget-column]')].map((column) =>
        Math.round(column.getBoundingClientRect().width),
      );
    await renderWithTheme(
      <div style={{ inlineSize: 1000 }}>
        <WidgetGrid items={items} defaultLayout={defaults} fullWidthColumnCount={1} minColumnWidth={300} />
      </div>,
    );
    const [band, left, right] = widths();
    expect(band).toBe(1000);
    expect(left).toBe(right);
    expect(left! * 2).toBeLessThan(1000);
    const bandTop = document.querySelector('[data-widget-column="0"]')!.getBoundingClientRect().bottom;
    expect(document.querySelector('[data-widget-column="1"]')!.getBoundingClientRect().top).toBeGreaterThan(
      bandTop,
    );
  });

  it('stacks the columns under a full-width band when the container is narrow', async () => {
    await renderWithTheme(
      <div style={{ inlineSize: 500 }}>
        <WidgetGrid items={items} defaultLayout={defaults} fullWidthColumnCount={1} minColumnWidth={300} />
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Delta' })).toBeVisible();
    const widths = [...document.querySelectorAll('[data-widget-column]')].map((column) =>
      Math.round(column.getBoundingClientRect().width),
    );
    expect(widths).toEqual([500, 500, 500]);
  });

  it('gives sortable widgets a focusable drag handle and fixed ones none', async () => {
    await renderWithTheme(<WidgetGrid items={items} defaultLayout={defaults} />);
    const alpha = handleOf('Alpha');
    expect(alpha.getAttribute('aria-roledescription')).toBe('sortable widget');
    expect(alpha.tabIndex).toBe(0);
    expect(document.getElementById(alpha.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /press Space or Enter/,
    );
    expect(handleOf('Delta').hasAttribute('aria-roledescription')).toBe(false);
  });

  it('reorders with the keyboard: Space, arrow, Space, and announces the moves', async () => {
    const onLayoutChange = vi.fn();
    await renderWithTheme(
      <WidgetGrid items={items} defaultLayout={defaults} onLayoutChange={onLayoutChange} />,
    );
    const alpha = handleOf('Alpha');
    alpha.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => document.body.textContent).toContain('Picked up widget Alpha');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .poll(() => document.body.textContent)
      .toContain('Widget Alpha moved to column 1, position 2');
    await userEvent.keyboard(' ');
    await expect.poll(() => columnTitles(grid())[0]).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(onLayoutChange).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('Dropped widget Alpha in column 1, position 2 of 3');
    await expect.poll(() => document.activeElement).toBe(handleOf('Alpha'));
  });

  it('moves across columns with the arrow keys, into an empty column too', async () => {
    await renderWithTheme(
      <div style={{ width: 960 }}>
        <WidgetGrid items={items} defaultLayout={defaults} />
      </div>,
    );
    handleOf('Beta').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => document.body.textContent).toContain('Widget Beta moved to column 2');
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .poll(() => document.body.textContent)
      .toContain('Widget Beta moved to column 3, position 1 of 1');
    await userEvent.keyboard(' ');
    await expect.poll(() => columnTitles(grid())).toEqual([['Alpha', 'Gamma'], ['Delta'], ['Beta']]);
  });

  it('cancels a keyboard move with Escape', async () => {
    await renderWithTheme(<WidgetGrid items={items} defaultLayout={defaults} />);
    handleOf('Beta').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.body.textContent).toContain('Moving widget Beta was cancelled');
    expect(columnTitles(grid())[0]).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('moves a widget with the mouse into another column, and into an empty one', async () => {
    await renderWithTheme(
      <div style={{ width: 960 }}>
        <WidgetGrid items={items} defaultLayout={defaults} />
      </div>,
    );
    await dragWithPointer(handleOf('Gamma'), page.getByRole('region', { name: 'Delta' }).element());
    await expect.poll(() => columnTitles(grid())[1]).toContain('Gamma');
    await dragWithPointer(handleOf('Alpha'), grid().querySelector('[data-widget-column="2"]')!);
    await expect.poll(() => columnTitles(grid())[2]).toEqual(['Alpha']);
  });

  it('keeps a click on a header button a click', async () => {
    await renderWithTheme(<WidgetGrid items={items} defaultLayout={defaults} />);
    await page.getByRole('button', { name: 'Collapse Beta' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Collapse Beta' }))
      .toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Body of Beta')).not.toBeInTheDocument();
  });

  it('persists order, widget state and deletions, and a remount reads them back', async () => {
    const ui = <WidgetGrid gridId="test-grid" items={items} defaultLayout={defaults} />;
    const screen = await renderWithTheme(ui);
    await page.getByRole('button', { name: 'Collapse Alpha' }).click();
    await page.getByRole('button', { name: 'Delete Gamma' }).click();
    const stored = JSON.parse(localStorage.getItem(widgetLayoutStorageKey('test-grid'))!);
    expect(stored).toMatchObject({ version: 1, deleted: ['c'], widgets: { a: { isCollapsed: true } } });
    await screen.unmount();
    await renderWithTheme(ui);
    await expect
      .element(page.getByRole('button', { name: 'Collapse Alpha' }))
      .toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('region', { name: 'Gamma' })).not.toBeInTheDocument();
  });

  it('falls back to the defaults when storage holds garbage or another format', async () => {
    localStorage.setItem(widgetLayoutStorageKey('test-grid'), '{"version":0,"columns":"x"}');
    await renderWithTheme(<WidgetGrid gridId="test-grid" items={items} defaultLayout={defaults} />);
    await expect.element(page.getByRole('region', { name: 'Gamma' })).toBeVisible();
    expect(columnTitles(grid())).toEqual([['Alpha', 'Beta', 'Gamma'], ['Delta'], []]);
  });

  it('resets to the defaults through its handle and forgets the stored layout', async () => {
    const repository = createMemoryWidgetLayoutRepository({
      g: { columns: [['b'], ['a', 'd'], []], widgets: { b: { title: 'Renamed' } }, deleted: ['c'] },
    });
    const ref = createRef<WidgetGridHandle>();
    await renderWithTheme(
      <WidgetGrid ref={ref} gridId="g" repository={repository} items={items} defaultLayout={defaults} />,
    );
    await expect.element(page.getByRole('region', { name: 'Renamed' })).toBeVisible();
    ref.current!.resetLayout();
    await expect.element(page.getByRole('region', { name: 'Gamma' })).toBeVisible();
    expect(columnTitles(grid())).toEqual([['Alpha', 'Beta', 'Gamma'], ['Delta'], []]);
    expect(repository.load('g')).toBeNull();
  });

  it('follows a controlled layout and reports moves without applying them', async () => {
    const onLayoutChange = vi.fn<(layout: WidgetLayout) => void>();
    const layout = createWidgetLayout([['c'], ['a', 'b', 'd'], []]);
    const ref = createRef<WidgetGridHandle>();
    await renderWithTheme(
      <WidgetGrid
        ref={ref}
        items={items}
        layout={layout}
        onLayoutChange={onLayoutChange}
        defaultLayout={defaults}
      />,
    );
    expect(columnTitles(grid())).toEqual([['Gamma'], ['Alpha', 'Beta', 'Delta'], []]);
    ref.current!.moveWidget('c', 2, 0);
    expect(onLayoutChange.mock.lastCall![0].columns).toEqual([[], ['a', 'b', 'd'], ['c']]);
    await expect.poll(() => columnTitles(grid())[0]).toEqual(['Gamma']);
  });

  it('stacks its columns when the container is narrow', async () => {
    await renderWithTheme(
      <div style={{ width: 400 }}>
        <WidgetGrid items={items} defaultLayout={defaults} />
      </div>,
    );
    const [first, second] = [...document.querySelectorAll('[data-widget-column]')];
    expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  });
});
