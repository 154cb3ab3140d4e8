import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import FlagIconsPage from './FlagIconsPage';

const meta = {
  title: 'Screens/UI Elements/FlagIconsPage',
  component: FlagIconsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlagIconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Flags');
    const grid = screen.getByRole('grid', { name: 'Flags' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter flags' }), 'japan');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /jp\s*Japan/ })).toBeVisible());
    await waitFor(() => expect(grid.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'));
  },
};
