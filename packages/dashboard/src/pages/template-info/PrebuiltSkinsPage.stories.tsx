import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import PrebuiltSkinsPage from './PrebuiltSkinsPage';

const meta = {
  title: 'Screens/TemplateInfo/PrebuiltSkinsPage',
  component: PrebuiltSkinsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof PrebuiltSkinsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Prebuilt Skins, 7 skins, drawn live',
    );
    await expect(screen.getAllByRole('article')).toHaveLength(7);
    const material = within(screen.getByRole('article', { name: 'MaterialDesign' }));
    await expect(material.getByText('beta')).toBeVisible();
    await expect(material.getByText('smart-style-6')).toBeVisible();
    await expect(screen.getByText('Current skin:')).toHaveTextContent('Current skin: Smart Default');
  },
};

/** The page follows the chosen skin for its own chrome; the previews keep theirs. */
export const InGlass: Story = {
  globals: { skin: 'smart-style-5' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('Current skin:')).toHaveTextContent('Current skin: Glass');
  },
};
