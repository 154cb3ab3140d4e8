import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import world from 'world-atlas/countries-110m.json';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import type { MapGeography } from '../world-map/useMapGeography';
import type { MapStyle } from './mapStyle';
import { VectorMap } from './VectorMap';

const geography = world as unknown as MapGeography;
const renderInPage = (ui: ReactNode) => renderWithTheme(<main>{ui}</main>);
const oldPaper: MapStyle = {
  key: 'old-paper',
  name: 'Old paper',
  colors: { land: '#e8dcc0', border: '#8a7350', water: '#c9bd9e', highlight: '#a0522d', label: '#3b2f1e' },
};
const zoomScale = () =>
  Number(
    /scale\(([\d.]+)\)/.exec(document.querySelector('.rsm-zoomable-group')!.getAttribute('transform')!)![1],
  );

describe('VectorMap', () => {
  it('opens at 45° N, 73° W, zoom 8, with named controls', async () => {
    await renderInPage(
      <VectorMap
        geography={geography}
        markers={[{ key: 'mtl', coordinates: [-73.57, 45.5], label: 'Montréal' }]}
      />,
    );
    await expect.element(page.getByRole('figure', { name: 'Map' })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 8');
    await expect.element(page.getByRole('group', { name: 'Map controls' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Places on the map' })).toHaveTextContent('Montréal');
    await vi.waitFor(() => expect(document.querySelectorAll('.rsm-geography').length).toBeGreaterThan(100));
    // Drawn at zoom 2 and magnified 2^6 times.
    expect(zoomScale()).toBe(64);
    await expectNoAxeViolations();
  });

  it('zooms in and out a level per press, from the keyboard too, and resets', async () => {
    await renderInPage(<VectorMap geography={geography} />);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 9');
    expect(zoomScale()).toBe(128);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 7');
    page.getByRole('button', { name: 'Zoom in' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 10');
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 8');
    expect(zoomScale()).toBe(64);
  });

  it('stops at its zoom bounds and disables the button that would pass them', async () => {
    await renderInPage(
      <VectorMap geography={geography} defaultView={{ center: [0, 0], zoom: 3 }} minZoom={2} maxZoom={4} />,
    );
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.element(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.element(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 2');
  });

  it('zooms with the mouse wheel and reports the new view', async () => {
    const onViewChange = vi.fn();
    await renderInPage(<VectorMap geography={geography} onViewChange={onViewChange} />);
    const svg = document.querySelector('svg.rsm-svg')!;
    const box = svg.getBoundingClientRect();
    const target = svg.querySelector('.rsm-zoomable-group')!.parentElement!;
    target.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -400,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
        bubbles: true,
        cancelable: true,
      }),
    );
    await vi.waitFor(() => expect(onViewChange).toHaveBeenCalled());
    expect(onViewChange.mock.lastCall![0].zoom).toBeGreaterThan(8);
    await expect.element(page.getByRole('status')).not.toHaveTextContent(/^Zoom level 8$/);
  });

  it('paints land, borders and water in the colours of its map style', async () => {
    await renderInPage(<VectorMap geography={geography} mapStyle={oldPaper} />);
    await vi.waitFor(() => expect(document.querySelector('.rsm-geography')).not.toBeNull());
    const shape = getComputedStyle(document.querySelector('.rsm-geography')!);
    expect(shape.fill).toBe('rgb(232, 220, 192)');
    expect(shape.stroke).toBe('rgb(138, 115, 80)');
    expect(getComputedStyle(document.querySelector('svg.rsm-svg')!.parentElement!).backgroundColor).toBe(
      'rgb(201, 189, 158)',
    );
  });

  it('follows a controlled view', async () => {
    const onViewChange = vi.fn();
    await renderInPage(
      <VectorMap
        geography={geography}
        view={{ center: [2.35, 48.85], zoom: 5 }}
        onViewChange={onViewChange}
      />,
    );
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(onViewChange).toHaveBeenCalledWith({ center: [2.35, 48.85], zoom: 6 });
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom level 5');
  });

  it('shows a spinner while loading and a message when the shapes cannot load', async () => {
    await renderInPage(<VectorMap geography={() => new Promise(() => undefined)} />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading map' })).toBeVisible();
    await renderInPage(<VectorMap geography={() => Promise.reject(new Error('offline'))} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('The map could not be loaded.');
  });
});
