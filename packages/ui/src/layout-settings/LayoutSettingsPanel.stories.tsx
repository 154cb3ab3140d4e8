import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withNotifications } from '../notification/withNotifications';
import { AtriumProvider } from '../theme';
import { skinByName } from '../theme/skins';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { LayoutSettingsPanel } from './LayoutSettingsPanel';
import { memorySettingsStorage } from './settingsStorage';
import { useLayoutSettings } from './useLayoutSettings';

// A stand-in page: a header-high bar, so the gear sits below it as it does in the dashboard.
const Page = styled.div`
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.onBackground};
  background: ${({ theme }) => theme.colors.background};
`;

const HeaderBar = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight}px;
  background: ${({ theme }) => theme.colors.header.background};
`;

const RibbonBar = styled.section`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.ribbonHeight}px;
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ribbon.text};
  background: ${({ theme }) => theme.colors.ribbon.background};
`;

const Summary = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space.lg};
`;

type PanelProps = ComponentProps<typeof LayoutSettingsPanel>;

/** Wired to the real hook with its rules, applying the chosen skin, direction and colour mode live. */
function LiveDemo({ onFactoryReset, ...props }: PanelProps) {
  // One storage for the story's lifetime: the hook persists into it and a reset clears it.
  const [storage] = useState(() => memorySettingsStorage({ 'atrium.layout.inside-container': 'true' }));
  const { settings, setOption, setSkin, reset } = useLayoutSettings({ storage });
  const on = Object.entries(settings).filter(([, value]) => value === true);
  return (
    <AtriumProvider
      skin={skinByName(settings.skin)}
      direction={settings.isRtl ? 'rtl' : 'ltr'}
      isColorBlindFriendly={settings.isColorBlindFriendly}
      withGlobalStyle={false}
    >
      <Page>
        <HeaderBar />
        <Summary aria-label="Current settings">
          Skin {settings.skin}; on: {on.map(([key]) => key).join(', ') || 'nothing'}
        </Summary>
        <LayoutSettingsPanel
          {...props}
          settings={settings}
          onOptionChange={setOption}
          onSkinChange={setSkin}
          onFactoryReset={() => {
            reset();
            onFactoryReset();
          }}
        />
      </Page>
    </AtriumProvider>
  );
}

const meta = {
  title: 'Layout/LayoutSettingsPanel',
  component: LayoutSettingsPanel,
  tags: ['autodocs'],
  decorators: [withNotifications],
  parameters: {
    layout: 'fullscreen',
    // The panel is fixed to the viewport, so each story gets its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  args: {
    settings: defaultLayoutSettings,
    onOptionChange: fn(),
    onSkinChange: fn(),
    onFactoryReset: fn(),
    onOpenChange: fn(),
    defaultOpen: false,
  },
  argTypes: {
    settings: { control: 'object' },
    labels: { control: 'object' },
    skins: { control: false },
    isOpen: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    gearPlacement: { control: 'inline-radio', options: ['edge', 'inline'] },
  },
  render: (args) => (
    <Page>
      <HeaderBar />
      <LayoutSettingsPanel {...args} />
    </Page>
  ),
} satisfies Meta<typeof LayoutSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const gear = () => screen.getByRole('button', { name: 'Layout settings' });
const panel = () => screen.findByRole('dialog', { name: 'Layout settings' });

/** Closed: only the gear shows. Opening moves focus in, Escape closes and hands focus back. */
export const Default: Story = {
  play: async ({ args }) => {
    await expect(gear()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(gear());
    const dialog = await panel();
    await expect(gear()).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Fixed Header' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fixed Footer' }));
    await expect(args.onOptionChange).toHaveBeenLastCalledWith('isFixedFooter', true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Glass' }));
    await expect(args.onSkinChange).toHaveBeenLastCalledWith('smart-style-5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back once the panel has slid out.
    await waitFor(() => expect(gear()).toHaveFocus());
  },
};

/** The gear as an ordinary button at the ribbon's end, where it covers nothing; the panel opens below. */
export const GearInRibbon: Story = {
  args: { gearPlacement: 'inline' },
  render: (args) => (
    <Page>
      <HeaderBar />
      <RibbonBar aria-label="Ribbon">
        <span>Home / Dashboard</span>
        <LayoutSettingsPanel {...args} />
      </RibbonBar>
    </Page>
  ),
  play: async () => {
    await userEvent.click(gear());
    const dialog = await panel();
    const ribbon = screen.getByRole('region', { name: 'Ribbon' });
    await expect(ribbon).toContainElement(gear());
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        ribbon.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** Open, with some options on and the beta skin current: the checkmark marks it. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    settings: { ...defaultLayoutSettings, isFixedHeader: true, isRtl: true, skin: 'smart-style-6' },
  },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('checkbox', { name: 'Fixed Header' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'RTL' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Colour-blind friendly' })).not.toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'MaterialDesign beta' })).toBeChecked();
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(7);
  },
};

/** The real hook: the dependency rules between options show live, and the picked skin, direction and colours apply. */
export const Live: Story = {
  render: (args) => <LiveDemo {...args} />,
  play: async () => {
    await userEvent.click(gear());
    const dialog = within(await panel());
    const box = (name: string) => dialog.getByRole('checkbox', { name });
    await expect(box('Inside Container')).toBeChecked();
    await userEvent.click(box('Fixed Ribbon'));
    await expect(box('Fixed Ribbon')).toBeChecked();
    await expect(box('Fixed Header')).toBeChecked();
    await expect(box('Fixed Navigation')).toBeChecked();
    await expect(box('Inside Container')).not.toBeChecked();
    await userEvent.click(box('Fixed Header'));
    await expect(box('Fixed Navigation')).not.toBeChecked();
    await expect(box('Fixed Ribbon')).not.toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Dark Elegance' }));
    await expect(dialog.getByRole('radio', { name: 'Dark Elegance' })).toBeChecked();
    // Arrow keys move through the skins and pick as they go.
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Ultra Light' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Ultra Light' })).toHaveFocus();
    await expect(screen.getByRole('status', { name: 'Current settings' })).toHaveTextContent(
      'Skin smart-style-2',
    );
  },
};

/** Factory reset asks first, since it cannot be undone: No keeps the settings, Yes returns to the defaults. */
export const FactoryReset: Story = {
  args: { defaultOpen: true },
  render: (args) => <LiveDemo {...args} />,
  play: async ({ args }) => {
    const dialog = within(await panel());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'RTL' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Factory Reset' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Factory reset' });
    await expect(confirm).toHaveAccessibleDescription(
      'All layout settings return to their defaults and the page reloads.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onFactoryReset).not.toHaveBeenCalled();
    await expect(dialog.getByRole('checkbox', { name: 'RTL' })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Factory Reset' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(args.onFactoryReset).toHaveBeenCalledTimes(1));
    await expect(dialog.getByRole('checkbox', { name: 'RTL' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Inside Container' })).not.toBeChecked();
  },
};

/** Everything from the keyboard: Enter opens, Space toggles, Tab reaches the reset and the skins. */
export const Keyboard: Story = {
  render: (args) => <LiveDemo {...args} />,
  play: async () => {
    gear().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await panel());
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Fixed Header' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'Fixed Header' })).toBeChecked();
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Factory Reset' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Smart Default' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(gear()).toHaveFocus());
  },
};

/** Every string can be replaced, e.g. by the dashboard's translations. */
export const Translated: Story = {
  args: {
    defaultOpen: true,
    labels: {
      toggle: 'Layout-Einstellungen',
      options: 'Layout-Optionen',
      isFixedHeader: 'Fester Kopfbereich',
      isFixedNavigation: 'Feste Navigation',
      isFixedRibbon: 'Festes Band',
      isFixedFooter: 'Feste Fußzeile',
      isInsideContainer: 'Im Container',
      isRtl: 'Rechts nach links',
      isMenuOnTop: 'Menü oben',
      isColorBlindFriendly: 'Farbenblind-freundlich',
      skins: 'Designs',
      factoryReset: 'Werkseinstellungen',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Layout-Einstellungen' });
    await expect(within(dialog).getByRole('radiogroup', { name: 'Designs' })).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Menü oben' })).toBeVisible();
  },
};
