import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import NormalTablesPage from './NormalTablesPage';

const meta = {
  title: 'Screens/Tables/NormalTablesPage',
  component: NormalTablesPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NormalTablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const panels = screen.getAllByRole('region');
    await expect(panels).toHaveLength(6);
    // Five styles of the same team: a heading row and five members each.
    for (const panel of panels.slice(0, 5)) {
      await expect(within(panel).getAllByRole('row')).toHaveLength(6);
    }
    const wide = within(screen.getByRole('region', { name: 'Responsive Table' }));
    await expect(wide.getAllByRole('columnheader')).toHaveLength(10);
  },
};
