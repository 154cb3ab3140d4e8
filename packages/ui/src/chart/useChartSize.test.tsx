import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useChartWidth, useLayoutWidth } from './useChartSize';

function Widths() {
  const chartBox = useRef<HTMLDivElement>(null);
  const layoutBox = useRef<HTMLDivElement>(null);
  const chartWidth = useChartWidth(chartBox);
  const layoutWidth = useLayoutWidth(layoutBox);
  return (
    <div style={{ inlineSize: 320 }}>
      <div ref={chartBox} data-width={chartWidth} data-testid="chart" />
      <div ref={layoutBox} data-width={layoutWidth} data-testid="layout" />
    </div>
  );
}

const widthOf = (testId: string) =>
  Number(document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('data-width'));

describe('useChartWidth and useLayoutWidth', () => {
  let root: Root | undefined;
  const host = document.createElement('div');
  afterEach(() => {
    root?.unmount();
    host.remove();
  });

  it('gives a layout its width before the paint and a chart its width after it', async () => {
    document.body.append(host);
    root = createRoot(host);
    // Committed synchronously, layout effects included, as a page's first render is.
    flushSync(() => root?.render(<Widths />));
    expect(widthOf('layout')).toBe(320);
    expect(widthOf('chart')).toBe(0);
    await expect.poll(() => widthOf('chart')).toBe(320);
  });

  it('follows a resize with both', async () => {
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => root?.render(<Widths />));
    await expect.poll(() => widthOf('chart')).toBe(320);
    const box = host.firstElementChild as HTMLElement;
    box.style.inlineSize = '200px';
    await expect.poll(() => [widthOf('chart'), widthOf('layout')]).toEqual([200, 200]);
  });
});
