import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BlankPage from './BlankPage';
import { inShellContent } from './shellContentDecorator';

const meta = {
  title: 'Screens/Misc/BlankPage',
  component: BlankPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof BlankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Blank Page, Start from here',
    );
    const panel = screen.getByRole('region', { name: 'New widget' });
    await expect(within(panel).getByText(/no content yet/)).toBeVisible();
  },
};
