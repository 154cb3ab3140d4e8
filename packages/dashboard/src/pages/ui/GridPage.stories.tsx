import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import GridPage from './GridPage';

const meta = {
  title: 'Screens/UI Elements/GridPage',
  component: GridPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GridPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Grid');
    // A cell spanning 8 of 12 columns is twice as wide as one spanning 4, less the gaps.
    const columns = screen.getByRole('region', { name: 'Twelve columns' });
    const eight = within(columns).getByText('8');
    const four = within(columns).getAllByText('4').at(-1)!;
    const gap = 8;
    await expect(eight.offsetWidth + gap).toBeCloseTo(2 * (four.offsetWidth + gap), -1);
    await expect(screen.getByText('Six columns, offset by three')).toBeVisible();
  },
};
