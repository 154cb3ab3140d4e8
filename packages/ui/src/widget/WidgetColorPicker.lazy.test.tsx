import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { Widget } from './Widget';
import type * as colorPickerModule from './WidgetColorPicker';

// The colour picker's code comes over a simulated network (test/simulatedNetwork): offline, or held back until
// released. A file of its own: the module loads once a file.
vi.mock('./WidgetColorPicker', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { WidgetColorPicker } = await importOriginal<typeof colorPickerModule>();
  return { WidgetColorPicker: overNetwork(WidgetColorPicker) };
});

const colourButton = () => page.getByRole('button', { name: 'Colour', exact: true });
const defaultColour = () => page.getByRole('radio', { name: 'Default' });

describe('Widget loading its colour picker on first use', () => {
  it('closes the popover again when the picker cannot load, keeping the widget, and retries on the next press', async () => {
    await renderWithTheme(
      <Widget defaultTitle="Recent orders">
        <p>12 orders today</p>
      </Widget>,
    );
    await colourButton().click();
    await expect.element(colourButton()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('12 orders today')).toBeVisible();
    expect(defaultColour().query()).toBeNull();

    network.isOffline = false;
    (colourButton().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(defaultColour().query()).toBeNull();
    network.release();
    await expect.element(defaultColour()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(colourButton()).toHaveFocus();
  });
});
