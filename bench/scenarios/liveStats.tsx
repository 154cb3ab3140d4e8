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
import {
  createLiveStats,
  seededRandom,
  shiftLiveStats,
  type LiveStatsWalks,
} from '../../packages/dashboard/src/pages/dashboard/dashboardDemoData';
import { LiveStatsChart } from '../../packages/dashboard/src/pages/dashboard/LiveStatsChart';

const ticks = 21;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

type SetWalks = Dispatch<SetStateAction<LiveStatsWalks>>;

function LiveStats({ initial, handle }: { initial: LiveStatsWalks; handle: Ref<SetWalks> }) {
  const [walks, setWalks] = useState(initial);
  useImperativeHandle(handle, () => setWalks, []);
  return <LiveStatsChart walks={walks} width={800} />;
}

/** The dashboard's live stats chart (two 200-point walks): median ms of one tick, shift plus committed re-render. */
export default async function liveStats(container: HTMLElement): Promise<Record<string, number>> {
  const rng = seededRandom(5);
  const handle = createRef<SetWalks>();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AtriumProvider>
        <LiveStats initial={createLiveStats(rng)} handle={handle} />
      </AtriumProvider>,
    ),
  );
  const durations: number[] = [];
  for (let tick = 0; tick < ticks; tick += 1) {
    const start = performance.now();
    flushSync(() => handle.current!((previous) => shiftLiveStats(previous, rng)));
    durations.push(performance.now() - start);
    await new Promise((done) => setTimeout(done, 0));
  }
  root.unmount();
  return { 'dashboard live stats: one tick (ms)': median(durations) };
}
