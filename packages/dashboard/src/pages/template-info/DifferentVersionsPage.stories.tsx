import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import DifferentVersionsPage from './DifferentVersionsPage';

const meta = {
  title: 'Screens/TemplateInfo/DifferentVersionsPage',
  component: DifferentVersionsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof DifferentVersionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Different Versions, What Atrium ships',
    );
    const table = within(screen.getByRole('table'));
    const columns = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(columns).toEqual(['Feature', '@atrium/ui', '@atrium/dashboard', 'Demo app', 'Storybook']);
    const pagesRow = within(table.getByRole('row', { name: /Pages and route table/ }));
    await expect(pagesRow.getAllByText('Not included')).toHaveLength(1);
    await expect(pagesRow.getAllByText('Included')).toHaveLength(3);
    await expect(screen.getByText('npm install @atrium/dashboard')).toBeVisible();
  },
};
