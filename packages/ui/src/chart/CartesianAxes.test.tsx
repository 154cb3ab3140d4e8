import { scaleBand, scaleLinear } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { CartesianAxes } from './CartesianAxes';
import { PlotSvg } from './Chart.styles';

const band = scaleBand({ domain: ['Mon', 'Tue', 'Wed'], range: [0, 300], padding: 0.2 });
const value = scaleLinear({ domain: [0, 100], range: [200, 0] });

function renderAxes() {
  return renderWithTheme(
    <svg width={360} height={240} aria-label="Visits" role="img">
      <g transform="translate(40,10)">
        <CartesianAxes
          xScale={band}
          yScale={value}
          width={300}
          height={200}
          yTickCount={2}
          formatY={((v: number) => `${v}%`) as (v: never) => string}
        />
      </g>
    </svg>,
  );
}

/** Each label's text with where it sits, relative to the axes' own group. */
function labels(axis: 'left' | 'bottom') {
  return [...document.querySelectorAll<SVGTextElement>(`.visx-axis-${axis} text`)].map((text) => ({
    text: text.textContent,
    x: Number(text.getAttribute('x')),
    y: Number(text.getAttribute('y')),
    anchor: text.getAttribute('text-anchor'),
  }));
}

describe('CartesianAxes', () => {
  it('labels the value axis at the end of each tick, vertically centred, with the given format', async () => {
    await renderAxes();
    expect(labels('left')).toEqual([
      { text: '0%', x: -8, y: 200, anchor: 'end' },
      { text: '50%', x: -8, y: 100, anchor: 'end' },
      { text: '100%', x: -8, y: 0, anchor: 'end' },
    ]);
    const first = document.querySelector('.visx-axis-left text')!;
    expect(first.getAttribute('dx')).toBe('-4');
    expect(first.getAttribute('dy')).toBe('0.32em');
  });

  it('keeps the value labels left of the axis on a right-to-left page', async () => {
    await renderWithTheme(
      <PlotSvg width={360} height={240} aria-label="Visits" role="img">
        <g transform="translate(40,10)">
          <CartesianAxes xScale={band} yScale={value} width={300} height={200} yTickCount={2} />
        </g>
      </PlotSvg>,
      { direction: 'rtl' },
    );
    const axisLine = document.querySelector('.visx-axis-left > line')!.getBoundingClientRect();
    const labelEdges = [...document.querySelectorAll('.visx-axis-left text')].map(
      (text) => text.getBoundingClientRect().right,
    );
    expect(labelEdges).toHaveLength(3);
    for (const right of labelEdges) expect(right).toBeLessThanOrEqual(axisLine.left);
  });

  it('centres category labels under their bands, below the tick marks', async () => {
    await renderAxes();
    const centre = (key: string) => band(key)! + band.bandwidth() / 2;
    expect(labels('bottom')).toEqual(
      ['Mon', 'Tue', 'Wed'].map((key) => ({ text: key, x: centre(key), y: 18, anchor: 'middle' })),
    );
    const ticks = document.querySelectorAll('.visx-axis-bottom .visx-axis-tick line');
    expect([...ticks].map((tick) => Number(tick.getAttribute('y2')))).toEqual([8, 8, 8]);
  });

  it('draws row grid lines along the value ticks and hides the decoration from assistive technology', async () => {
    await renderAxes();
    expect(document.querySelectorAll('.visx-rows line')).toHaveLength(3);
    expect(document.querySelectorAll('.visx-columns line')).toHaveLength(0);
    const axes = document.querySelector('.visx-axis-left')!.parentElement!;
    expect(axes).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByRole('img', { name: 'Visits' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('thins the category labels of a narrow chart so none overlap, keeping the first', async () => {
    const quarters = ['2011 Q1', '2011 Q2', '2011 Q3', '2011 Q4', '2012 Q1', '2012 Q2', '2012 Q3', '2012 Q4'];
    const narrow = scaleBand({ domain: quarters, range: [0, 260], padding: 0.2 });
    await renderWithTheme(
      <svg width={320} height={240} aria-label="Sales" role="img">
        <g transform="translate(40,10)">
          <CartesianAxes xScale={narrow} yScale={value} width={260} height={200} />
        </g>
      </svg>,
    );
    const boxes = [...document.querySelectorAll('.visx-axis-bottom text')].map((text) =>
      text.getBoundingClientRect(),
    );
    expect(labels('bottom')[0]?.text).toBe('2011 Q1');
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes.length).toBeLessThan(quarters.length);
    boxes.slice(1).forEach((box, index) => expect(box.left).toBeGreaterThan(boxes[index]!.right));
  });
});
