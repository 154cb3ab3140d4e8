import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import AppLayoutsPage from './AppLayoutsPage';

const meta = {
  title: 'Screens/TemplateInfo/AppLayoutsPage',
  component: AppLayoutsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof AppLayoutsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = [
  'Default',
  'Fixed header',
  'Fixed navigation',
  'Fixed ribbon',
  'Fixed footer',
  'Inside container',
  'Menu on top',
  'Minified menu',
  'Hidden menu',
  'Right-to-left',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'App Layouts, Options you can combine',
    );
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(names).toEqual(optionNames);
    // Each option's card draws its miniature, hidden from assistive technology as decoration.
    for (const item of screen.getAllByRole('listitem')) {
      await expect(item.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};
