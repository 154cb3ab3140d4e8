import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { Widget } from './Widget';
import type * as editBoxModule from './WidgetEditBox';

// The edit box's code comes over a simulated network (test/simulatedNetwork): offline, or held back until
// released. A file of its own: the module loads once a file.
vi.mock('./WidgetEditBox', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { WidgetEditBox } = await importOriginal<typeof editBoxModule>();
  return { WidgetEditBox: overNetwork(WidgetEditBox) };
});

const editButton = () => page.getByRole('button', { name: 'Edit', exact: true });
const titleField = () => page.getByRole('textbox', { name: 'Title' });

describe('Widget loading its edit box on first use', () => {
  it('closes the box again when its code cannot load, keeping the widget, and retries on the next press', async () => {
    await renderWithTheme(
      <Widget defaultTitle="Recent orders">
        <p>12 orders today</p>
      </Widget>,
    );
    await editButton().click();
    await expect.element(editButton()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(editButton()).toHaveFocus();
    await expect.element(page.getByText('12 orders today')).toBeVisible();
    expect(titleField().query()).toBeNull();

    network.isOffline = false;
    await userEvent.keyboard('{Enter}');
    await expect.element(editButton()).toHaveAttribute('aria-expanded', 'true');
    expect(titleField().query()).toBeNull();
    network.release();
    await expect.element(titleField()).toHaveFocus();
    await expect.element(titleField()).toHaveValue('Recent orders');
  });
});
