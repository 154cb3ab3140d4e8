// Median time from asking React to draw a WorldMap (1:110 million world, about 60 countries with values) until
// its country paths are in the document. The topology is passed in already parsed: this times drawing, not
// fetching.
import { createRoot } from 'react-dom/client';
import world from 'world-atlas/countries-110m.json';
import { AtriumProvider, WorldMap, type MapGeography } from '@atrium/ui';
import { sampleVisits } from '../../apps/demo/scripts/data/maps.mjs';

const runs = 9;
const geography = world as unknown as MapGeography;
const values: Record<string, number> = sampleVisits();
// The 110m world has 177 shapes, one of them Antarctica, which the map leaves out.
const expectedShapes = world.objects.countries.geometries.length - 1;

function pathsDrawn(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const isDone = () => container.querySelectorAll('path.rsm-geography').length >= expectedShapes;
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

export default async function worldMapBenchmark(container: HTMLElement): Promise<Record<string, number>> {
  const samples: number[] = [];
  // One run more than measured: the first pays for module evaluation and style injection.
  for (let run = 0; run <= runs; run += 1) {
    const root = createRoot(container);
    const start = performance.now();
    root.render(
      <AtriumProvider>
        <div style={{ width: 800 }}>
          <WorldMap values={values} geography={geography} />
        </div>
      </AtriumProvider>,
    );
    await pathsDrawn(container);
    if (run > 0) samples.push(performance.now() - start);
    root.unmount();
  }
  return { 'world map: first render (ms)': Math.round(median(samples) * 10) / 10 };
}
