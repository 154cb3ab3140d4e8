import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import AppLayoutPage from './AppLayoutPage';

const meta = {
  title: 'Screens/TemplateInfo/AppLayoutPage',
  component: AppLayoutPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof AppLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'App Layout, The frame around every page',
    );
    const legend = within(screen.getByRole('list', { name: 'Parts of the frame' }));
    await expect(legend.getAllByRole('listitem')).toHaveLength(7);
    for (const part of ['Header', 'Navigation', 'Ribbon', 'Content', 'Footer', 'Shortcut panel']) {
      await expect(legend.getByText(part)).toBeVisible();
    }
    const modes = within(screen.getByRole('region', { name: 'Navigation modes' }));
    for (const mode of ['Full', 'Minified', 'Hidden', 'On top']) {
      await expect(modes.getByRole('rowheader', { name: mode })).toBeVisible();
    }
    const settings = within(screen.getByRole('region', { name: 'Layout settings' }));
    for (const setting of [
      'Fixed header',
      'Fixed navigation',
      'Fixed ribbon',
      'Fixed footer',
      'Inside container',
      'Right-to-left',
      'Menu on top',
      'Colour-blind friendly',
    ]) {
      await expect(settings.getByRole('rowheader', { name: setting })).toBeVisible();
    }
  },
};

/** The diagram mirrors with the page: the navigation sits on the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getAllByText('Navigation')[0]!;
    const content = within(canvasElement).getAllByText('Content')[0]!;
    await expect(navigation.getBoundingClientRect().left).toBeGreaterThan(
      content.getBoundingClientRect().right,
    );
  },
};
