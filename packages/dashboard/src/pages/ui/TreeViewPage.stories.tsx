import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import TreeViewPage from './TreeViewPage';

const meta = {
  title: 'Screens/UI Elements/TreeViewPage',
  component: TreeViewPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof TreeViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Tree View');

    const log = within(screen.getByRole('tree', { name: 'Work log by week and day' }));
    const wednesday = log.getByRole('treeitem', { name: 'Wednesday, January 14: 6.00 hours' });
    await expect(wednesday).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(wednesday);
    await expect(wednesday).toHaveAttribute('aria-expanded', 'true');
    await expect(log.getByRole('treeitem', { name: '3.00 – Fixed a bug in the date picker' })).toBeVisible();

    const chart = within(screen.getByRole('tree', { name: 'Organisation chart' }));
    const child = chart.getByRole('treeitem', { name: 'Child' });
    child.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(child).toHaveAttribute('aria-expanded', 'false');
    await expect(chart.queryByRole('treeitem', { name: 'Great Grand Child' })).toBeNull();
    await userEvent.keyboard('{Home}*');
    await expect(chart.getByRole('treeitem', { name: 'Parent' })).toHaveFocus();
  },
};
