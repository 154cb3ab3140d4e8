import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { AtriumProvider, DataGrid } from '@atrium/ui';
import {
  sampleContactColumns,
  sampleContacts,
  type SampleContact,
} from '../../packages/ui/src/data-grid/dataGridSample';

ModuleRegistry.registerModules([AllCommunityModule]);

const rowCount = 100_000;
const runs = 5;
const scrolledRows = 2_000;
const rowsPerFrame = 10;
const height = 640;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

/** Resolves after the next frame has been painted. */
const painted = () =>
  new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()))));

/** Waits frame by frame until `ready` holds; the time it holds is the time the user would see it. */
async function until(ready: () => boolean, what: string): Promise<number> {
  for (let frame = 0; frame < 2_000; frame += 1) {
    if (ready()) return performance.now();
    await painted();
  }
  throw new Error(`The grid never reached the state waited for: ${what}`);
}

/** What a scenario needs of either grid: where its rows scroll, how to sort, filter and read it. */
interface GridUnderTest {
  draw: (rows: readonly SampleContact[]) => ReactElement;
  scroller: (container: HTMLElement) => HTMLElement | null;
  /** The text of the first cell of the first row drawn. */
  firstId: (container: HTMLElement) => string | undefined;
  sortByCity: (container: HTMLElement) => void;
  filter: (container: HTMLElement, text: string) => void;
  rowHeight: (container: HTMLElement) => number;
}

const atrium: GridUnderTest = {
  draw: (rows) => (
    <AtriumProvider>
      <DataGrid
        label="Contacts"
        rows={rows}
        columns={sampleContactColumns}
        isVirtualized
        maxHeight={`${height}px`}
      />
    </AtriumProvider>
  ),
  scroller: (container) => container.querySelector<HTMLElement>('[role="grid"]')?.parentElement ?? null,
  firstId: (container) => container.querySelector('tbody > tr[aria-rowindex] > td')?.textContent ?? undefined,
  sortByCity: (container) =>
    [...container.querySelectorAll<HTMLButtonElement>('thead button')]
      .find((button) => button.textContent?.startsWith('City'))
      ?.click(),
  filter: (container, text) => {
    const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    // The way a keystroke reaches a React-controlled input: set the value natively, then fire `input`.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  },
  rowHeight: (container) =>
    container.querySelector('tbody > tr[aria-rowindex]')?.getBoundingClientRect().height ?? 40,
};

const agColumns: ColDef<SampleContact>[] = sampleContactColumns.map((column) => ({
  colId: column.id,
  headerName: column.header,
  valueGetter: ({ data }) => (data ? column.value(data) : null),
  valueFormatter:
    column.id === 'amount' ? ({ value }) => (typeof value === 'number' ? value.toFixed(2) : '') : undefined,
  sortable: column.isSortable ?? true,
}));
let agQuickFilter: (text: string) => void = () => undefined;

/** The baseline: AG Grid Community on the same rows and columns, its quick filter in place of the search. */
const agGrid: GridUnderTest = {
  draw: (rows) => (
    <div style={{ height }}>
      <AgGridReact<SampleContact>
        rowData={rows as SampleContact[]}
        columnDefs={agColumns}
        onGridReady={({ api }) => {
          agQuickFilter = (text) => api.setGridOption('quickFilterText', text);
        }}
      />
    </div>
  ),
  scroller: (container) => container.querySelector<HTMLElement>('.ag-grid-viewport'),
  firstId: (container) =>
    container.querySelector('.ag-row[row-index="0"] [col-id="id"]')?.textContent ?? undefined,
  sortByCity: (container) =>
    container.querySelector<HTMLElement>('.ag-header-cell[col-id="city"] .ag-header-cell-label')?.click(),
  filter: (_container, text) => agQuickFilter(text),
  rowHeight: (container) => container.querySelector('.ag-row')?.getBoundingClientRect().height ?? 42,
};

/** Draws the grid and waits until its first rows are painted; the time from render to then. */
async function open(container: HTMLElement, grid: GridUnderTest, rows: readonly SampleContact[]) {
  const root = createRoot(container);
  const start = performance.now();
  root.render(grid.draw(rows));
  const end = await until(() => grid.firstId(container) !== undefined, 'first rows drawn');
  return { root, ms: end - start };
}

/** The longest frame, and the frames over 16 ms, while 2,000 rows scroll past at 10 rows a frame. */
async function scrollFrames(container: HTMLElement, grid: GridUnderTest) {
  const scroller = grid.scroller(container)!;
  const step = grid.rowHeight(container) * rowsPerFrame;
  const frames: number[] = [];
  let last = await painted();
  for (let index = 1; index <= scrolledRows / rowsPerFrame; index += 1) {
    scroller.scrollTop = step * index;
    const now = await painted();
    frames.push(now - last);
    last = now;
  }
  return { longest: Math.max(...frames), slow: frames.filter((frame) => frame > 16.7).length };
}

async function measure(container: HTMLElement, grid: GridUnderTest, rows: readonly SampleContact[]) {
  const render: number[] = [];
  const sort: number[] = [];
  const filter: number[] = [];
  const longest: number[] = [];
  const slow: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const opened: { root: Root; ms: number } = await open(container, grid, rows);
    render.push(opened.ms);
    await painted();

    const before = grid.firstId(container);
    let start = performance.now();
    grid.sortByCity(container);
    sort.push((await until(() => grid.firstId(container) !== before, 'sorted')) - start);
    await painted();

    const unfiltered = grid.firstId(container);
    start = performance.now();
    grid.filter(container, 'q');
    filter.push((await until(() => grid.firstId(container) !== unfiltered, 'filtered')) - start);
    grid.filter(container, '');
    await until(() => grid.firstId(container) === unfiltered, 'filter cleared');

    const frames = await scrollFrames(container, grid);
    longest.push(frames.longest);
    slow.push(frames.slow);
    opened.root.unmount();
    await painted();
  }
  return {
    render: median(render),
    sort: median(sort),
    filter: median(filter),
    longest: median(longest),
    slow: median(slow),
  };
}

/**
 * The data grid with 100,000 rows against AG Grid Community on the same rows and operations, in the same run:
 * first render, a sort by city, one filter keystroke, and a scroll through 2,000 rows (its longest frame and
 * the frames over 16 ms).
 */
export default async function dataGrid(container: HTMLElement) {
  const rows = sampleContacts(rowCount);
  const ours = await measure(container, atrium, rows);
  const theirs = await measure(container, agGrid, rows);
  return {
    'data grid 100k: first render (ms)': { ms: ours.render, baseline: theirs.render },
    'data grid 100k: sort (ms)': { ms: ours.sort, baseline: theirs.sort },
    'data grid 100k: filter keystroke (ms)': { ms: ours.filter, baseline: theirs.filter },
    'data grid 100k: longest scroll frame (ms)': { ms: ours.longest, baseline: theirs.longest },
    'data grid 100k: scroll frames over 16 ms (count)': { ms: ours.slow, baseline: theirs.slow },
    'data grid 100k AG Grid baseline: first render (ms)': theirs.render,
    'data grid 100k AG Grid baseline: sort (ms)': theirs.sort,
    'data grid 100k AG Grid baseline: filter keystroke (ms)': theirs.filter,
    'data grid 100k AG Grid baseline: longest scroll frame (ms)': theirs.longest,
    'data grid 100k AG Grid baseline: scroll frames over 16 ms (count)': theirs.slow,
  };
}
