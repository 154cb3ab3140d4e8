import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LineChart } from './LineChart';

// The peak on the top grid line and the last point on the right edge: the dots a plot edge would halve.
const visits = [
  { key: 'visits', label: 'Visits', data: [0, 1, 2, 3].map((x) => ({ x, y: [40, 100, 60, 80][x]! })) },
];

/** What a pointer finds just outside a dot's centre, `dx`/`dy` pixels away. */
function hitNear(dot: Element, dx: number, dy: number) {
  const box = dot.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2 + dx, box.top + box.height / 2 + dy);
}

describe('LineChart', () => {
  it('draws the dots on the plot edges whole', async () => {
    await renderWithTheme(
      <LineChart
        label="Visits"
        series={visits}
        yDomain={{ max: 100 }}
        hasPoints
        width={400}
        height={200}
        isAnimated={false}
      />,
    );
    const dots = document.querySelectorAll('[data-chart-plot] circle');
    expect(dots).toHaveLength(4);
    // The top half of the peak's dot sits above the plot, the right half of the last one beside it.
    expect(hitNear(dots[1]!, 0, -2)).toBe(dots[1]);
    expect(hitNear(dots[3]!, 2, 0)).toBe(dots[3]);
  });
});
