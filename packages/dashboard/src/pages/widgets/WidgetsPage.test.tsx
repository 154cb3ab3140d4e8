import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../../../ui/test/render';
import WidgetsPage from './WidgetsPage';

const storageKey = 'atrium.widgets.widgets-page';

afterEach(() => {
  localStorage.removeItem(storageKey);
});

/** The widget (its `section`) that a heading names. */
function widget(name: string): HTMLElement {
  return page.getByRole('heading', { name, exact: true }).element().closest('section')!;
}

/** Left edge of the first line of text in a widget's body. */
function bodyTextLeft(name: string): number {
  const text = widget(name).querySelector('p')!;
  return text.getBoundingClientRect().left;
}

const isCut = (element: Element) => element.scrollWidth > element.clientWidth + 1;

describe('WidgetsPage', () => {
  it('runs the intro across the page and lines the toolbar tabs body up with its siblings', async () => {
    await page.viewport(1440, 900);
    const screen = await renderWithTheme(
      <div style={{ width: 1180 }}>
        <WidgetsPage />
      </div>,
    );
    const intro = page.getByText(/^Drag a widget by its header/).element();
    expect(intro.getBoundingClientRect().width).toBeGreaterThan(1180 * 0.9);
    await expect.poll(() => bodyTextLeft('Toolbar tabs')).toBe(bodyTextLeft('Collapsible widget'));
    await screen.unmount();
  });

  it('shows the toolbar tabs title and every tab whole on a phone', async () => {
    await page.viewport(375, 812);
    await renderWithTheme(
      <div style={{ width: 345 }}>
        <WidgetsPage />
      </div>,
    );
    const title = page.getByRole('heading', { name: 'Toolbar tabs', exact: true }).element();
    expect(isCut(title)).toBe(false);
    const box = widget('Toolbar tabs').getBoundingClientRect();
    for (const name of ['Week', 'Month']) {
      const tab = page.getByRole('tab', { name }).element();
      expect(isCut(tab)).toBe(false);
      expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
  });
});
