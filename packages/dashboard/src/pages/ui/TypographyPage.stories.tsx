import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import TypographyPage from './TypographyPage';

const meta = {
  title: 'Screens/UI Elements/TypographyPage',
  component: TypographyPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TypographyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Typography');
    // Sample headings are text, so the page keeps one h1 and its panels' h2s.
    await expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(screen.getByText('Heading 1')).toBeVisible();

    // The scale is read from the current skin's theme.
    await expect(screen.getByRole('region', { name: 'Type scale of Smart Default' })).toBeVisible();
    const scale = screen.getByRole('region', { name: 'Sizes, weights and families' });
    const row = within(scale).getByRole('row', { name: /size\.display/ });
    await expect(row).toHaveTextContent('24px');
    const sample = within(row).getByText('Dense, calm and aligned');
    await expect(getComputedStyle(sample).fontSize).toBe('24px');
    await expect(screen.getByRole('region', { name: 'Code sample' })).toHaveTextContent(
      '<AtriumDashboard />',
    );
  },
};
