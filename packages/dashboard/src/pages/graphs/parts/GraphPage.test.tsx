import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../../../../ui/test/render';
import ChartJsPage from '../ChartJsPage';
import FlotPage from '../FlotPage';
import HighchartTablesPage from '../HighchartTablesPage';
import MorrisPage from '../MorrisPage';

const contentWidth = 1180;

/** The widgets of the page, outermost only, with where each sits. */
function widgetBoxes() {
  return [...document.querySelectorAll('section')]
    .filter((section) => !section.parentElement?.closest('section'))
    .map((section) => ({
      name: section.querySelector('h2')?.textContent,
      box: section.getBoundingClientRect(),
    }));
}

const pages: [string, ComponentType][] = [
  ['Flot', FlotPage],
  ['Morris', MorrisPage],
  ['Chart.js', ChartJsPage],
  ['Highchart tables', HighchartTablesPage],
];

describe.each(pages)('the %s graphs page on a desktop', (_name, Page) => {
  it('leaves no half-width widget alone on its row', async () => {
    await page.viewport(1440, 900);
    const screen = await renderWithTheme(
      <div style={{ width: contentWidth }}>
        <Page />
      </div>,
    );
    const widgets = widgetBoxes();
    expect(widgets.length).toBeGreaterThan(2);
    const alone = widgets.filter(
      ({ box }, index) =>
        box.width < contentWidth * 0.75 &&
        !widgets.some((other, otherIndex) => otherIndex !== index && Math.abs(other.box.top - box.top) < 1),
    );
    expect(alone.map((widget) => widget.name)).toEqual([]);
    await screen.unmount();
  });
});
