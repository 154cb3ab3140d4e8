import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import NestableListsPage from './NestableListsPage';

const meta = {
  title: 'Screens/UI Elements/NestableListsPage',
  component: NestableListsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof NestableListsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'UI Elements, Nestable Lists',
    );
    const checklist = within(screen.getByRole('region', { name: 'Release checklist' }));
    const output = checklist.getByLabelText('Serialised output');
    await expect(JSON.parse(output.textContent ?? '')).toEqual([
      { id: 'freeze' },
      { id: 'notes' },
      { id: 'qa' },
      { id: 'tag' },
      { id: 'announce' },
    ]);

    // With the keyboard: pick up "Regression pass", nest it under "Draft release notes", drop it.
    checklist.getByRole('button', { name: 'Regression pass' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Regression pass.'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.body).toHaveTextContent('nested under Draft release notes'));
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(JSON.parse(output.textContent ?? '')).toEqual([
        { id: 'freeze' },
        { id: 'notes', children: [{ id: 'qa' }] },
        { id: 'tag' },
        { id: 'announce' },
      ]),
    );
  },
};
