import type { LineSeries } from './lineChartModel';

/** Sine and cosine over x 0..15, as in the template's flot demo, shown on y -1.1..1.1 so the peaks clear the frame. */
export function sineSeries(step = 0.5): LineSeries[] {
  const xs = Array.from({ length: Math.floor(15 / step) + 1 }, (_, i) => i * step);
  return [
    { key: 'sin', label: 'sin(x)', data: xs.map((x) => ({ x, y: Math.sin(x) })) },
    { key: 'cos', label: 'cos(x)', data: xs.map((x) => ({ x, y: Math.cos(x) })) },
  ];
}

/** A deterministic pseudo-random source, so stories and benchmarks draw the same data each run. */
export function seededRandom(seed = 1): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** Daily site statistics (views, visitors) over `days` days from 1 Jan 2026. */
export function siteStatsSeries(days = 30): LineSeries[] {
  const random = seededRandom(7);
  const start = Date.UTC(2026, 0, 1);
  const day = 86_400_000;
  const points = (base: number, spread: number) =>
    Array.from({ length: days }, (_, i) => ({
      x: new Date(start + i * day),
      y: Math.round(base + random() * spread),
    }));
  return [
    { key: 'views', label: 'Page views', data: points(60, 60) },
    { key: 'visitors', label: 'Visitors', data: points(25, 30) },
  ];
}

/** `count` points of a smooth noisy signal, for performance stories and the benchmark. */
export function largeSeries(count: number, seed = 3): LineSeries {
  const random = seededRandom(seed);
  let y = 50;
  return {
    key: 'signal',
    label: 'Signal',
    data: Array.from({ length: count }, (_, x) => {
      y = Math.min(100, Math.max(0, y + (random() - 0.5) * 4));
      return { x, y };
    }),
  };
}

/** Two years of daily temperatures (high and low), like the dygraphs demo. */
export function temperatureSeries(days = 730): LineSeries[] {
  const random = seededRandom(11);
  const start = Date.UTC(2024, 0, 1);
  const day = 86_400_000;
  const season = (i: number) => 12 - 10 * Math.cos((2 * Math.PI * i) / 365);
  const high = Array.from({ length: days }, (_, i) => ({
    x: new Date(start + i * day),
    y: Math.round((season(i) + 5 + random() * 6) * 10) / 10,
  }));
  return [
    { key: 'high', label: 'High (°C)', data: high },
    {
      key: 'low',
      label: 'Low (°C)',
      data: high.map((p) => ({ x: p.x, y: Math.round((p.y - 6 - random() * 4) * 10) / 10 })),
    },
  ];
}
