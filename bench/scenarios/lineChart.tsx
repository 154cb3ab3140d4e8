import {
  createRef,
  useImperativeHandle,
  useState,
  type Dispatch,
  type Ref,
  type SetStateAction,
} from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { AtriumProvider } from '@atrium/ui';
import { LineChart, type LineSeries } from '@atrium/ui';

const pointCount = 10_000;
const runs = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

function walk(count: number): LineSeries {
  let y = 50;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  return {
    key: 'signal',
    label: 'Signal',
    data: Array.from({ length: count }, (_, x) => {
      y = Math.min(100, Math.max(0, y + (random() - 0.5) * 4));
      return { x, y };
    }),
  };
}

type SetSeries = Dispatch<SetStateAction<LineSeries>>;

function Streaming({ initial, handle }: { initial: LineSeries; handle: Ref<SetSeries> }) {
  const [series, set] = useState(initial);
  useImperativeHandle(handle, () => set, []);
  return <LineChart label="Benchmark signal" series={[series]} width={800} height={300} isAnimated={false} />;
}

/** A 10 000-point LineChart: median first render, and median append+shift update to committed DOM. */
export default async function lineChart(container: HTMLElement): Promise<Record<string, number>> {
  const series = walk(pointCount);
  const firstRenders: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() =>
      root.render(
        <AtriumProvider>
          <LineChart label="Benchmark signal" series={[series]} width={800} height={300} isAnimated={false} />
        </AtriumProvider>,
      ),
    );
    firstRenders.push(performance.now() - start);
    root.unmount();
    await new Promise((done) => setTimeout(done, 0));
  }

  const handle = createRef<SetSeries>();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AtriumProvider>
        <Streaming initial={series} handle={handle} />
      </AtriumProvider>,
    ),
  );
  const updates: number[] = [];
  let next = pointCount;
  for (let run = 0; run < runs * 3; run += 1) {
    const start = performance.now();
    flushSync(() =>
      handle.current!((previous) => ({
        ...previous,
        data: [...previous.data.slice(1), { x: next, y: previous.data[previous.data.length - 1]!.y }],
      })),
    );
    updates.push(performance.now() - start);
    next += 1;
    await new Promise((done) => setTimeout(done, 0));
  }
  root.unmount();
  return {
    'line chart 10k: first render (ms)': median(firstRenders),
    'line chart 10k: streaming update (ms)': median(updates),
  };
}
