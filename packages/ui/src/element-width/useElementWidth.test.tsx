import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useChartWidth } from '../chart/useChartSize';
import { useElementWidth } from './useElementWidth';

function Widths({ isActive = true }: { isActive?: boolean }) {
  const layoutBox = useRef<HTMLDivElement>(null);
  const deferredBox = useRef<HTMLDivElement>(null);
  const chartBox = useRef<HTMLDivElement>(null);
  const layoutWidth = useElementWidth(layoutBox, { isActive });
  const deferredWidth = useElementWidth(deferredBox, { isActive, isDeferred: true });
  const chartWidth = useChartWidth(chartBox);
  return (
    <div style={{ inlineSize: 320 }}>
      <div ref={layoutBox} data-width={layoutWidth ?? 'none'} data-testid="layout" />
      <div ref={deferredBox} data-width={deferredWidth ?? 'none'} data-testid="deferred" />
      <div ref={chartBox} data-width={chartWidth} data-testid="chart" />
    </div>
  );
}

const widthOf = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('data-width');

describe('useElementWidth', () => {
  let root: Root | undefined;
  const host = document.createElement('div');
  afterEach(() => {
    root?.unmount();
    host.remove();
  });

  function renderWidths(isActive?: boolean) {
    document.body.append(host);
    root = createRoot(host);
    // Committed synchronously, layout effects included, as a page's first render is.
    flushSync(() => root?.render(<Widths isActive={isActive} />));
  }

  it('gives a layout its width before the paint, and a deferred reader (a chart) after it', async () => {
    renderWidths();
    expect(widthOf('layout')).toBe('320');
    expect(widthOf('deferred')).toBe('none');
    expect(widthOf('chart')).toBe('0');
    await expect.poll(() => [widthOf('deferred'), widthOf('chart')]).toEqual(['320', '320']);
  });

  it('follows a resize', async () => {
    renderWidths();
    await expect.poll(() => widthOf('deferred')).toBe('320');
    const box = host.firstElementChild as HTMLElement;
    box.style.inlineSize = '200px';
    await expect
      .poll(() => [widthOf('layout'), widthOf('deferred'), widthOf('chart')])
      .toEqual(['200', '200', '200']);
  });

  it('measures nothing while inactive', async () => {
    renderWidths(false);
    await expect.poll(() => widthOf('chart')).toBe('320');
    expect([widthOf('layout'), widthOf('deferred')]).toEqual(['none', 'none']);
  });
});
