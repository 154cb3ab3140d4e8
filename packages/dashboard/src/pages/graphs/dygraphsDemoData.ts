import type { LineSeries } from '@atrium/ui';

const dayMs = 86_400_000;

/** A deterministic source of numbers in `[0, 1)` (Park–Miller), so the demo draws the same data every visit. */
export function seededRandom(seed: number): () => number {
  let state = Math.max(1, Math.floor(Math.abs(seed)) % 2147483647);
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** The mean of each value and the `window - 1` values before it (fewer at the start). */
export function trailingAverage(values: readonly number[], window: number): number[] {
  const size = Math.max(1, Math.floor(window));
  let sum = 0;
  return values.map((value, i) => {
    sum += value;
    if (i >= size) sum -= values[i - size]!;
    return sum / Math.min(i + 1, size);
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Daily temperatures over two years from 1 Jan 2024: a noisy reading around a seasonal curve and its 14-day
 * average, like the classic dygraphs demo.
 */
export function temperatureDemoSeries(days = 731, seed = 2024): LineSeries[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2024, 0, 1);
  const readings = Array.from({ length: days }, (_, i) => {
    const season = 11 - 9 * Math.cos((2 * Math.PI * (i - 15)) / 365.25);
    return round1(season + (random() - 0.5) * 9);
  });
  const average = trailingAverage(readings, 14);
  const at = (i: number) => new Date(start + i * dayMs);
  return [
    { key: 'reading', label: 'Daily reading (°C)', data: readings.map((y, i) => ({ x: at(i), y })) },
    {
      key: 'average',
      label: '14-day average (°C)',
      data: average.map((y, i) => ({ x: at(i), y: round1(y) })),
    },
  ];
}

/**
 * A stock-like closing price over two years of trading days from 2 Jan 2024: a random walk of daily returns
 * with a slight upward drift, never below one cent.
 */
export function stockDemoSeries(tradingDays = 520, seed = 77): LineSeries[] {
  const random = seededRandom(seed);
  const data: { x: Date; y: number }[] = [];
  let price = 100;
  for (let day = Date.UTC(2024, 0, 2); data.length < tradingDays; day += dayMs) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    data.push({ x: new Date(day), y: Math.round(price * 100) / 100 });
    price = Math.max(0.01, price * (1 + 0.0004 + (random() - 0.5) * 0.04));
  }
  return [{ key: 'close', label: 'Closing price (USD)', data }];
}
