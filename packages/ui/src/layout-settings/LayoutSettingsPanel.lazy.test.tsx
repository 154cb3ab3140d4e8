import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { NotificationProvider } from '../notification';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { LayoutSettingsPanel } from './LayoutSettingsPanel';
import type * as dialogModule from './LayoutSettingsDialog';

// The part's code comes over a simulated network (test/simulatedNetwork): offline, then let through at once.
// A file of its own: the module loads once a file.
network.isHeldBack = false;
vi.mock('./LayoutSettingsDialog', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { LayoutSettingsDialog } = await importOriginal<typeof dialogModule>();
  return { LayoutSettingsDialog: overNetwork(LayoutSettingsDialog) };
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
