import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import JqueryUiPage from './JqueryUiPage';

const meta = {
  title: 'Screens/UI Elements/JqueryUiPage',
  component: JqueryUiPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JqueryUiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Dialogs, menus and suggestion lists are drawn outside the story's root.
const page = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, jQuery UI');
    await expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('$1,000');
    const section = screen.getByRole('button', { name: 'Section 2' });
    await userEvent.click(section);
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('button', { name: 'Section 1' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'File' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Print' }));
    await expect(screen.getByText('Chosen: Print')).toBeInTheDocument();
  },
};

export const Autocomplete: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const city = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(city, 'Be');
    // Two letters send no search: the list only asks for more.
    await expect(await page.findByText('Type at least 3 characters')).toBeInTheDocument();
    await expect(page.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.type(city, 'r');
    await waitFor(() =>
      expect(page.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Bergen, Norway',
        'Berlin, Germany',
        'Bern, Switzerland',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(city).toHaveValue('Bern, Switzerland');
  },
};

export const DynamicTab: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const dialog = await page.findByRole('dialog', { name: 'Add a tab' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(screen.getByRole('tab', { name: 'Tab 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel', { name: 'Tab 3' })).toHaveTextContent('Tab 3 content.');
  },
};

export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Delete all items' }));
    const question = await page.findByRole('alertdialog', { name: 'Empty the recycle bin?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByText('Last answer: Cancel')).toBeInTheDocument();
  },
};
