import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ButtonsPage from './ButtonsPage';

const meta = {
  title: 'Screens/UI Elements/ButtonsPage',
  component: ButtonsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ButtonsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Menus are drawn outside the story's root.
const page = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Buttons');
    const status = screen.getByRole('status');
    await expect(status).toHaveTextContent('Press any button to see its action here.');

    const glance = screen.getByRole('region', { name: 'Button colours and sizes' });
    const warningRow = within(glance).getAllByRole('row')[5]!;
    await userEvent.click(within(warningRow).getAllByRole('button', { name: 'Warning' })[2]!);
    await expect(status).toHaveTextContent('Last action: Warning');
    await expect(within(warningRow).getAllByRole('button', { name: 'Warning' })[4]).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Block button' }));
    await expect(status).toHaveTextContent('Last action: Block button');
  },
};

export const SplitAndDropdownButtons: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const status = screen.getByRole('status');
    const save = screen.getByRole('group', { name: 'Save' });
    await userEvent.click(within(save).getByRole('button', { name: 'Save' }));
    await expect(status).toHaveTextContent('Last action: Save');

    await userEvent.click(within(save).getByRole('button', { name: 'More Save actions' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Save and close' }));
    await expect(status).toHaveTextContent('Last action: Save and close');

    // The keyboard reaches the menu too: Enter opens it on its first item.
    within(save).getByRole('button', { name: 'More Save actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('menuitem', { name: 'Save as draft' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Last action: Save as draft');

    await userEvent.click(screen.getByRole('button', { name: 'Success', expanded: false }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Another action' }));
    await expect(status).toHaveTextContent('Last action: Another action');
  },
};

export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const left = screen.getByRole('radio', { name: 'Align left' });
    const centre = screen.getByRole('radio', { name: 'Align centre' });
    await expect(left).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(centre);
    await expect(centre).toHaveAttribute('aria-checked', 'true');
    await expect(left).toHaveAttribute('aria-checked', 'false');
    // One of a set always keeps one: pressing the chosen one again leaves it chosen.
    await userEvent.click(centre);
    await expect(centre).toHaveAttribute('aria-checked', 'true');

    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(italic);
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
  },
};
