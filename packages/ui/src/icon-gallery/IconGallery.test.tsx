import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { IconGallery } from './IconGallery';

const items = Array.from({ length: 2000 }, (_, index) => ({ name: `symbol-${index}` }));
const renderIcon = () => <svg viewBox="0 0 1 1" />;

describe('IconGallery', () => {
  it('draws only the rows in view and brings the last item into view with Ctrl+End', async () => {
    await renderWithTheme(
      <main style={{ inlineSize: 720 }}>
        <IconGallery items={items} renderIcon={renderIcon} listLabel="Symbols" minCellWidth={160} />
      </main>,
    );
    const grid = page.getByRole('grid', { name: 'Symbols' });
    await expect.element(grid.getByRole('button', { name: 'symbol-0', exact: true })).toBeVisible();
    await expect.poll(() => grid.element().getAttribute('aria-colcount')).toBe('4');
    expect(grid.getByRole('button').elements().length).toBeLessThan(200);
    await userEvent.click(grid.getByRole('button', { name: 'symbol-1', exact: true }));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.element(grid.getByRole('button', { name: 'symbol-1999', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect.element(grid.getByRole('button', { name: 'symbol-1992', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect.element(grid.getByRole('button', { name: 'symbol-0', exact: true })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('follows the reading direction with the arrow keys in right to left', async () => {
    await renderWithTheme(
      <main style={{ inlineSize: 720 }}>
        <IconGallery items={items.slice(0, 12)} renderIcon={renderIcon} listLabel="Symbols" />
      </main>,
      { direction: 'rtl' },
    );
    const grid = page.getByRole('grid', { name: 'Symbols' });
    await userEvent.click(grid.getByRole('button', { name: 'symbol-1', exact: true }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(grid.getByRole('button', { name: 'symbol-2', exact: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(grid.getByRole('button', { name: 'symbol-0', exact: true })).toHaveFocus();
    await expectNoAxeViolations();
  });
});
