// The /widgets page's grid with 40 widgets (its showcase widgets repeated): median time from asking React to draw
// it until every widget is in the document, and median time from one programmatic reorder (through the grid's
// handle) until the moved widget heads the other column. Nothing is persisted: the grid has no grid id.
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { AtriumProvider, WidgetGrid, createWidgetLayout, type WidgetGridHandle } from '@atrium/ui';
import { showcaseWidgets } from '../../packages/dashboard/src/pages/widgets/widgetsShowcase';

const runs = 7;
const widgetCount = 40;
const settleMs = 1500;

const englishWidgets = showcaseWidgets((key) => key);
const items = Array.from({ length: widgetCount }, (_, index) => {
  const widget = englishWidgets[index % englishWidgets.length]!;
  return { ...widget, id: `${widget.id}-${index}`, isSortable: true };
});
const layout = createWidgetLayout([
  items.filter((_, index) => index % 2 === 0).map((item) => item.id),
  items.filter((_, index) => index % 2 === 1).map((item) => item.id),
]);

/** Resolves once `isDone` holds for the container, checking after each DOM change. */
function domSettles(container: HTMLElement, isDone: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (isDone()) return resolve();
    const observer = new MutationObserver(() => {
      if (!isDone()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const firstOfColumn = (container: HTMLElement, column: number) =>
  container
    .querySelector(`[data-widget-column="${column}"] [data-widget-id]`)
    ?.getAttribute('data-widget-id');

export default async function widgetsPageBenchmark(container: HTMLElement): Promise<Record<string, number>> {
  const mounts: number[] = [];
  const reorders: number[] = [];
  // One run more than measured: the first pays for module evaluation and style injection.
  for (let run = 0; run <= runs; run += 1) {
    const root = createRoot(container);
    const grid = createRef<WidgetGridHandle>();
    const start = performance.now();
    root.render(
      <AtriumProvider>
        <div style={{ width: 1200 }}>
          <WidgetGrid ref={grid} items={items} defaultLayout={layout} />
        </div>
      </AtriumProvider>,
    );
    await domSettles(container, () => container.querySelectorAll('[data-widget-id]').length === widgetCount);
    const mounted = performance.now();

    // Let the showcase's loaders (up to 800 ms, at least 600 ms of indicator) settle, so the reorder is timed alone.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    // The last widget of the first column moves to the top of the second.
    const moved = layout.columns[0]!.at(-1)!;
    const reorderStart = performance.now();
    grid.current!.moveWidget(moved, 1, 0);
    await domSettles(container, () => firstOfColumn(container, 1) === moved);
    const reordered = performance.now();

    if (run > 0) {
      mounts.push(mounted - start);
      reorders.push(reordered - reorderStart);
    }
    root.unmount();
  }
  return {
    'widgets: mount 40 (ms)': Math.round(median(mounts) * 10) / 10,
    'widgets: one reorder (ms)': Math.round(median(reorders) * 10) / 10,
  };
}
