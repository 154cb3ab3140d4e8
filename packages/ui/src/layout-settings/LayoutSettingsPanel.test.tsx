import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { contrastRatio, renderedColourAt } from '../../test/renderedColour';
import { NotificationProvider } from '../notification';
import { skins } from '../theme';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { LayoutSettingsPanel, type LayoutSettingsPanelProps } from './LayoutSettingsPanel';
import { memorySettingsStorage, type SettingsStorage } from './settingsStorage';
import { useLayoutSettings } from './useLayoutSettings';

function Live({ storage, onFactoryReset }: { storage: SettingsStorage; onFactoryReset?: () => void }) {
  const { settings, setOption, setSkin, reset } = useLayoutSettings({ storage });
  return (
    <LayoutSettingsPanel
      defaultOpen
      settings={settings}
      onOptionChange={setOption}
      onSkinChange={setSkin}
      onFactoryReset={() => {
        reset();
        onFactoryReset?.();
      }}
    />
  );
}

/** Renders the panel on the real hook, open, starting from `stored` (the hook's storage keys). */
async function renderLive(stored: Record<string, string> = {}, onFactoryReset?: () => void) {
  const storage = memorySettingsStorage(stored);
  await renderWithTheme(
    <NotificationProvider>
      <main>
        <p>Page text</p>
        <Live storage={storage} onFactoryReset={onFactoryReset} />
      </main>
    </NotificationProvider>,
  );
  await expect.element(dialog()).toBeVisible();
  return storage;
}

function renderControlled(props: Partial<LayoutSettingsPanelProps> = {}) {
  return renderWithTheme(
    <NotificationProvider>
      <main>
        <p>Page text</p>
        <LayoutSettingsPanel
          settings={defaultLayoutSettings}
          onOptionChange={vi.fn()}
          onSkinChange={vi.fn()}
          onFactoryReset={vi.fn()}
          {...props}
        />
      </main>
    </NotificationProvider>,
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Layout settings' });
const gear = () => page.getByRole('button', { name: 'Layout settings' });
const box = (name: string) => dialog().getByRole('checkbox', { name, exact: true });
// The native inputs are visually hidden under their drawn boxes, so a user clicks the label text.
const label = (text: string) => dialog().getByText(text, { exact: true });
const on = (key: string) => `atrium.layout.${key}`;

async function expectChecked(expected: Record<string, boolean>) {
  for (const [name, isChecked] of Object.entries(expected)) {
    if (isChecked) await expect.element(box(name)).toBeChecked();
    else await expect.element(box(name)).not.toBeChecked();
  }
}

describe('LayoutSettingsPanel: the rules of spec §4 through the checkboxes', () => {
  it('fixed header off turns off fixed ribbon and fixed navigation', async () => {
    await renderLive({ [on('fixed-ribbon')]: 'true' });
    await expectChecked({ 'Fixed Header': true, 'Fixed Navigation': true, 'Fixed Ribbon': true });
    await label('Fixed Header').click();
    await expectChecked({ 'Fixed Header': false, 'Fixed Navigation': false, 'Fixed Ribbon': false });
  });

  it('fixed navigation on turns off inside-container and turns on fixed header', async () => {
    await renderLive({ [on('inside-container')]: 'true' });
    await label('Fixed Navigation').click();
    await expectChecked({ 'Fixed Navigation': true, 'Fixed Header': true, 'Inside Container': false });
  });

  it('fixed navigation off turns off fixed ribbon and keeps the header', async () => {
    await renderLive({ [on('fixed-ribbon')]: 'true' });
    await label('Fixed Navigation').click();
    await expectChecked({ 'Fixed Navigation': false, 'Fixed Ribbon': false, 'Fixed Header': true });
  });

  it('fixed ribbon on turns on fixed header and navigation and turns off inside-container', async () => {
    await renderLive({ [on('inside-container')]: 'true' });
    await label('Fixed Ribbon').click();
    await expectChecked({
      'Fixed Ribbon': true,
      'Fixed Header': true,
      'Fixed Navigation': true,
      'Inside Container': false,
    });
  });

  it('inside-container on turns off fixed ribbon and fixed navigation', async () => {
    const storage = await renderLive({ [on('fixed-ribbon')]: 'true' });
    await label('Inside Container').click();
    await expectChecked({
      'Inside Container': true,
      'Fixed Ribbon': false,
      'Fixed Navigation': false,
      'Fixed Header': true,
    });
    expect(storage.get(on('inside-container'))).toBe('true');
    expect(storage.get(on('fixed-ribbon'))).toBe('false');
  });
});

describe('LayoutSettingsPanel', () => {
  it('opens from the gear, reports its state and passes axe while open', async () => {
    const onOpenChange = vi.fn();
    await renderControlled({ onOpenChange, settings: { ...defaultLayoutSettings, skin: 'smart-style-6' } });
    await expect.element(gear()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog().query()).toBeNull();
    await gear().click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(gear()).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(dialog().getByRole('checkbox').all()).toHaveLength(8);
    await expect.element(dialog().getByRole('radiogroup', { name: 'Skins' })).toBeVisible();
    await expect.element(dialog().getByRole('radio', { name: 'MaterialDesign beta' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('slides in from the inline-end edge, on the left in right-to-left pages', async () => {
    await renderWithTheme(
      <NotificationProvider>
        <LayoutSettingsPanel
          defaultOpen
          settings={defaultLayoutSettings}
          onOptionChange={vi.fn()}
          onSkinChange={vi.fn()}
          onFactoryReset={vi.fn()}
        />
      </NotificationProvider>,
      { direction: 'rtl' },
    );
    await expect.element(dialog()).toBeVisible();
    await expect.poll(() => dialog().element().getBoundingClientRect().left).toBe(0);
    const gearBox = gear().element().getBoundingClientRect();
    expect(gearBox.left).toBeGreaterThanOrEqual(dialog().element().getBoundingClientRect().right - 1);
  });

  it('is operated from the keyboard and closes on Escape, handing focus back to the gear', async () => {
    const onOptionChange = vi.fn();
    const onSkinChange = vi.fn();
    await renderControlled({ onOptionChange, onSkinChange });
    (gear().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(box('Fixed Header')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onOptionChange).toHaveBeenLastCalledWith('isFixedHeader', true);
    for (let i = 0; i < 9; i += 1) await userEvent.keyboard('{Tab}');
    await expect.element(dialog().getByRole('radio', { name: 'Smart Default' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onSkinChange).toHaveBeenLastCalledWith('smart-style-1');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog().query()).toBeNull();
    await expect.element(gear()).toHaveFocus();
  });

  it('closes on a click outside and toggles from the gear, reporting each change once', async () => {
    const onOpenChange = vi.fn();
    await renderControlled({ defaultOpen: true, onOpenChange });
    await expect.element(dialog()).toBeVisible();
    await page.getByText('Page text').click();
    await expect.poll(() => dialog().query()).toBeNull();
    await gear().click();
    await expect.element(dialog()).toBeVisible();
    await gear().click();
    await expect.poll(() => dialog().query()).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('ticks the current skin and reports picks by key', async () => {
    const onSkinChange = vi.fn();
    await renderControlled({ defaultOpen: true, onSkinChange });
    const current = dialog().getByRole('radio', { name: 'Smart Default' });
    await expect.element(current).toBeChecked();
    expect(current.element().closest('label')?.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(dialog().element().querySelectorAll('[data-icon="check"]')).toHaveLength(1);
    await label('PixelSmash').click();
    expect(onSkinChange).toHaveBeenCalledWith('smart-style-4');
  });

  it('takes every label from `labels`', async () => {
    await renderControlled({
      defaultOpen: true,
      labels: { toggle: 'Réglages', isColorBlindFriendly: 'Daltonien', skins: 'Thèmes', beta: 'bêta' },
    });
    const panel = page.getByRole('dialog', { name: 'Réglages' });
    await expect.element(panel.getByRole('checkbox', { name: 'Daltonien' })).toBeVisible();
    await expect.element(panel.getByRole('radio', { name: 'MaterialDesign bêta' })).toBeVisible();
    await expect.element(panel.getByRole('radiogroup', { name: 'Thèmes' })).toBeVisible();
  });
});

describe('LayoutSettingsPanel factory reset', () => {
  async function askReset() {
    await dialog().getByRole('button', { name: 'Factory Reset' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Factory reset' });
    await expect.element(confirm).toBeVisible();
    return confirm;
  }

  it('asks accessibly; No keeps every setting and stored value', async () => {
    const onFactoryReset = vi.fn();
    const storage = await renderLive({}, onFactoryReset);
    await label('RTL').click();
    const confirm = await askReset();
    await expectNoAxeViolations();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(onFactoryReset).not.toHaveBeenCalled();
    await expect.element(box('RTL')).toBeChecked();
    expect(storage.get(on('rtl'))).toBe('true');
  });

  it('Escape on the question answers No', async () => {
    const onFactoryReset = vi.fn();
    await renderControlled({ defaultOpen: true, onFactoryReset });
    const confirm = await askReset();
    await userEvent.keyboard('{Escape}');
    await expect.element(confirm).not.toBeInTheDocument();
    expect(onFactoryReset).not.toHaveBeenCalled();
  });

  it('Yes returns to the defaults and leaves the storage empty', async () => {
    const onFactoryReset = vi.fn();
    const storage = await renderLive({ [on('skin')]: 'smart-style-3' }, onFactoryReset);
    await label('RTL').click();
    await label('Fixed Ribbon').click();
    const confirm = await askReset();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(onFactoryReset).toHaveBeenCalledTimes(1);
    await expectChecked({ RTL: false, 'Fixed Ribbon': false, 'Fixed Header': false });
    await expect.element(dialog().getByRole('radio', { name: 'Smart Default' })).toBeChecked();
    for (const key of ['rtl', 'fixed-ribbon', 'fixed-header', 'skin'])
      expect(storage.get(on(key))).toBeNull();
  });
});

describe('useLayoutSettings storage', () => {
  it('writes nothing until the user changes something', async () => {
    const storage = await renderLive();
    expect(storage.get(on('skin'))).toBeNull();
    await label('Glass').click();
    await expect.poll(() => storage.get(on('skin'))).toBe('smart-style-5');
  });

  it("draws every skin's chip so it stands out from the panel, the translucent Glass one included", async () => {
    await renderControlled({ defaultOpen: true });
    await expect.element(dialog()).toBeVisible();
    const panelColour = await renderedColourAt(dialog().getByRole('radiogroup', { name: 'Skins' }).element());
    for (const skin of skins) {
      const option = dialog().getByRole('radio', { name: skin.label, exact: false }).element();
      const chip = option.closest('label')!.querySelector('[aria-hidden="true"]')!;
      // A white chooser colour (Ultra Light) is meant to be white: its grey edge sets it apart instead.
      const point = skin.style.background === '#FFFFFF' ? ([0, 0.5] as const) : undefined;
      const ratio = contrastRatio(await renderedColourAt(chip, point), panelColour);
      expect(ratio, skin.label).toBeGreaterThan(1.3);
    }
  });
});
