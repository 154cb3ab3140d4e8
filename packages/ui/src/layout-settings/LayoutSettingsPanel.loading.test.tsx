import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { NotificationProvider } from '../notification';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { LayoutSettingsPanel } from './LayoutSettingsPanel';

// Holds the panel's lazily loaded module back until the test lets it through, like a slow network would.
// It sits in a file of its own because the module is loaded once per file.
const panelCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./LayoutSettingsDialog', async (importOriginal) => {
  await panelCode.arrived;
  return importOriginal();
});

const dialog = () => page.getByRole('dialog', { name: 'Layout settings' });
const gear = () => page.getByRole('button', { name: 'Layout settings' });

describe('LayoutSettingsPanel on first open', () => {
  it('shows the gear expanded and a spinner in the frame until the panel arrives, then moves focus in', async () => {
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
    (gear().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(gear()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('progressbar', { name: 'Layout settings' })).toBeVisible();
    expect(dialog().query()).toBeNull();
    await expect.element(gear()).toHaveFocus();

    panelCode.arrive();
    await expect.element(dialog().getByRole('checkbox', { name: 'Fixed Header' })).toHaveFocus();
    expect(page.getByRole('progressbar').query()).toBeNull();

    // Once loaded, the panel opens at once: no frame, no spinner.
    await userEvent.keyboard('{Escape}');
    await expect.element(gear()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(dialog().query()).not.toBeNull();
    await expect.element(dialog().getByRole('checkbox', { name: 'Fixed Header' })).toHaveFocus();
  });
});
