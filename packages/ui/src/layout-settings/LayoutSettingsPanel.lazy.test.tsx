import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { NotificationProvider } from '../notification';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { LayoutSettingsPanel } from './LayoutSettingsPanel';
import type * as dialogModule from './LayoutSettingsDialog';

// Stands in for the network the panel's code comes over, offline until the test says otherwise. The panel reads
// the component off the loaded module inside a promise chain, so a thenable in its place decides, load by load,
// whether the load fails. It sits in a file of its own because the module is loaded once per file.
const network = vi.hoisted(() => ({ isOffline: true }));
vi.mock('./LayoutSettingsDialog', async (importOriginal) => {
  const { LayoutSettingsDialog } = await importOriginal<typeof dialogModule>();
  return {
    LayoutSettingsDialog: {
      then(resolve: (component: typeof LayoutSettingsDialog) => void, reject: (error: Error) => void) {
        if (network.isOffline) reject(new Error('offline'));
        else resolve(LayoutSettingsDialog);
      },
    },
  };
});

const dialog = () => page.getByRole('dialog', { name: 'Layout settings' });
const gear = () => page.getByRole('button', { name: 'Layout settings' });

describe('LayoutSettingsPanel when its code cannot load', () => {
  it('closes again, leaving the gear usable, and loads anew on the next open', async () => {
    await renderWithTheme(
      <NotificationProvider>
        <LayoutSettingsPanel
          settings={defaultLayoutSettings}
          onOptionChange={vi.fn()}
          onSkinChange={vi.fn()}
          onFactoryReset={vi.fn()}
        />
      </NotificationProvider>,
    );
    await gear().click();
    await expect.element(gear()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog().query()).toBeNull();
    await expect.element(gear()).toHaveFocus();

    network.isOffline = false;
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog().getByRole('checkbox', { name: 'Fixed Header' })).toHaveFocus();
  });
});
