import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { naughtyStrings } from '../../test/naughtyStrings';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { sampleTiles, unreachableTiles } from './sampleTiles';
import { SlippyMap } from './SlippyMap';

const tiles = sampleTiles();
const renderInPage = (ui: ReactNode) => renderWithTheme(<main>{ui}</main>);
const montreal = { key: 'mtl', coordinates: [-73.57, 45.5] as [number, number], label: 'Montréal' };
const tilesLoaded = () =>
  vi.waitFor(() => expect(document.querySelector('.leaflet-tile-loaded')).not.toBeNull(), {
    timeout: 10_000,
  });
const pinLeft = (name: string) =>
  page.getByRole('button', { name, exact: true }).element().getBoundingClientRect().left;

describe('SlippyMap', () => {
  it('opens at 45° N, 73° W, zoom 8, with a scale and the provider’s credit', async () => {
    const onViewChange = vi.fn();
    await renderInPage(<SlippyMap tiles={tiles} markers={[montreal]} onViewChange={onViewChange} />);
    await tilesLoaded();
    await expect.element(page.getByText('Zoom level 8')).toBeVisible();
    const map = page.getByRole('application', { name: 'Street map' });
    await expect.element(map).toHaveAccessibleDescription('Arrow keys move the map; plus and minus zoom.');
    expect(document.querySelector('.leaflet-control-scale-line')?.textContent).toMatch(/^\d+ km$/);
    await expect.element(page.getByText('Sample tiles')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('pans with the arrow keys and zooms with plus and minus', async () => {
    const onViewChange = vi.fn();
    await renderInPage(<SlippyMap tiles={tiles} markers={[montreal]} onViewChange={onViewChange} />);
    await tilesLoaded();
    // The pins join the map after its first tiles; on a busy machine, a moment later.
    await expect.element(page.getByRole('button', { name: 'Montréal', exact: true })).toBeVisible();
    const before = pinLeft('Montréal');
    page.getByRole('application', { name: 'Street map' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(pinLeft('Montréal')).toBeLessThan(before - 40));
    await userEvent.keyboard('+');
    await expect.element(page.getByText('Zoom level 9')).toBeVisible();
    await userEvent.keyboard('-');
    await expect.element(page.getByText('Zoom level 8')).toBeVisible();
    await userEvent.keyboard('-');
    await expect.element(page.getByText('Zoom level 7')).toBeVisible();
    expect(onViewChange).toHaveBeenLastCalledWith({ center: expect.any(Array), zoom: 7 });
    const [longitude, latitude] = onViewChange.mock.lastCall![0].center;
    expect(longitude).toBeGreaterThan(-73);
    expect(latitude).toBeCloseTo(45, 0);
  });

  it('zooms with the buttons and stops at the provider’s furthest zoom', async () => {
    await renderInPage(
      <SlippyMap tiles={{ ...tiles, maxZoom: 9 }} defaultView={{ center: [-73, 45], zoom: 8 }} />,
    );
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await expect.element(page.getByText('Zoom level 9')).toBeVisible();
    await expect.element(zoomIn).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Reset view' }));
    await expect.element(page.getByText('Zoom level 8')).toBeVisible();
  });

  it('can leave the page while a zoom is still animating', async () => {
    const errors: string[] = [];
    const recordError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', recordError);
    const screen = await renderInPage(<SlippyMap tiles={tiles} />);
    await tilesLoaded();
    page.getByRole('application', { name: 'Street map' }).element().focus();
    await userEvent.keyboard('+');
    screen.unmount();
    // Leaflet ends an animated zoom within 250 ms, by a timer that outlives the map it belongs to.
    await new Promise((resolve) => window.setTimeout(resolve, 500));
    window.removeEventListener('error', recordError);
    expect(errors).toEqual([]);
  });

  it('shows hostile place names and descriptions literally, in popups opened by Enter', async () => {
    const hostile = naughtyStrings.slice(0, 6);
    const notes = naughtyStrings.slice(6, 12);
    await renderInPage(
      <SlippyMap
        tiles={tiles}
        markers={hostile.map((label, index) => ({
          key: String(index),
          coordinates: [-73.5 + index * 0.1, 45.3] as [number, number],
          label,
          description: notes[index],
        }))}
      />,
    );
    for (const label of hostile)
      await expect.element(page.getByRole('button', { name: label, exact: true })).toBeVisible();
    page.getByRole('button', { name: hostile[0]!, exact: true }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(notes[0]!, { exact: true })).toBeVisible();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('says once that the tiles failed and shows the outline map at the same centre and zoom', async () => {
    const onTilesFailed = vi.fn();
    await renderInPage(
      <SlippyMap
        tiles={unreachableTiles}
        defaultView={{ center: [-73, 45], zoom: 7 }}
        onTilesFailed={onTilesFailed}
        // Far off, so only the failed tiles can give up on the street map here.
        loadTimeoutMs={600_000}
      />,
    );
    const notice = page.getByText('The street map could not be loaded, so an outline map is shown.');
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toHaveAttribute('role', 'status');
    const outline = page.getByRole('figure', { name: 'Outline map' });
    await expect.element(outline.getByText('Zoom level 7')).toBeVisible();
    expect(onTilesFailed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="application"]')).toBeNull();
  });

  it('gives up on tiles that never arrive once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A tile host that never answers: no load and no error event, only the clock.
      const silent = { url: 'data:,', attribution: [{ label: 'Silent' }] };
      await renderInPage(<SlippyMap tiles={silent} loadTimeoutMs={5000} failedTilesLimit={1000} />);
      // The wait starts once Leaflet's code is there and the map is drawn.
      await vi.waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull());
      await vi.advanceTimersByTimeAsync(4900);
      expect(document.querySelector('[role="application"]')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(200);
    } finally {
      vi.useRealTimers();
    }
    await expect
      .element(page.getByText('The street map could not be loaded, so an outline map is shown.'))
      .toBeVisible();
  });
});
