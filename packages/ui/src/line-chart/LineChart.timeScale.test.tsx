import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { LineChart } from './LineChart';
import type * as timeScaleModule from './timeScale';

// The part's code comes over a simulated network (test/simulatedNetwork): offline, then let through at once.
// A file of its own: the module loads once a file.
network.isHeldBack = false;
vi.mock('./timeScale', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { timeScale } = await importOriginal<typeof timeScaleModule>();
  return { timeScale: overNetwork(timeScale) };
});

const day = 86_400_000;
const dated = [
  {
    key: 'orders',
    label: 'Orders',
    data: Array.from({ length: 30 }, (_, index) => ({
      x: new Date(Date.UTC(2026, 10, 1) + index * day),
      y: index,
    })),
  },
];
const numbered = [{ key: 'load', label: 'Load', data: [0, 1, 2, 3].map((x) => ({ x, y: x * 10 })) }];

function Example() {
  return (
    <WidgetErrorBoundary fallback={(_, retry) => <button onClick={retry}>Draw again</button>}>
      <LineChart label="Orders per day" series={dated} width={500} />
    </WidgetErrorBoundary>
  );
}

describe('LineChart over dates', () => {
  it('draws charts over numbers at once, without the time scale', async () => {
    await renderWithTheme(<LineChart label="Load" series={numbered} width={500} />);
    expect(page.getByRole('slider', { name: 'Data points' }).query()).not.toBeNull();
  });

  it('hands a failed load of the time scale to the boundary, and draws once a retry can load it', async () => {
    await renderWithTheme(<Example />);
    await expect.element(page.getByRole('button', { name: 'Draw again' })).toBeVisible();
    network.isOffline = false;
    await userEvent.click(page.getByRole('button', { name: 'Draw again' }));
    await expect.element(page.getByRole('slider', { name: 'Data points' })).toBeVisible();
    const labels = [...document.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')].map(
      (text) => text.textContent,
    );
    expect(labels.some((label) => /Nov|\d{2}/.test(label))).toBe(true);
    expect(labels.every((label) => !/,\d{3}/.test(label))).toBe(true);
  });
});
