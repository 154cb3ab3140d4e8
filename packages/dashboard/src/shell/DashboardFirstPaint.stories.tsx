import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardFirstPaint } from './DashboardFirstPaint';

const meta = {
  title: 'Screens/Shell/DashboardFirstPaint',
  component: DashboardFirstPaint,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardFirstPaint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a first visit paints before any script has run: the frame, the menu with no page active, a skeleton. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('banner')).toBeVisible();
    const menu = screen.getByRole('complementary', { name: 'Navigation panel' });
    await expect(within(menu).getByRole('link', { name: 'Widgets' })).not.toHaveAttribute('aria-current');
    await expect(within(menu).getByRole('button', { name: 'Dashboard' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(screen.getByRole('main')).getByText('Loading')).toBeInTheDocument();
    await expect(screen.getByRole('heading', { level: 1, name: 'Atrium' })).toBeInTheDocument();
  },
};
