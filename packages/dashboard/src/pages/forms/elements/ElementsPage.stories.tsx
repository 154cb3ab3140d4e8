import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../../misc/shellContentDecorator';
import ElementsPage from './ElementsPage';

const meta = {
  title: 'Screens/Forms/ElementsPage',
  component: ElementsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof ElementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every input type in its widget; the controls take typing, ticks, choices and the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Forms, Smart Form Elements',
    );
    for (const title of ['Text Inputs', 'Browser Inputs', 'Checkboxes and Radios', 'Switches and Range']) {
      await expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    for (const type of ['number', 'date', 'time', 'color', 'file']) {
      await expect(canvasElement.querySelector(`input[type="${type}"]`)).not.toBeNull();
    }
    await expect(screen.getByRole('listbox', { name: 'Teams' })).toHaveAttribute('multiple');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(screen.getByText('5 / 300')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Express (next day)' }));
    await expect(screen.getByRole('radio', { name: 'Express (next day)' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: 'Pick-up (not in your area)' })).toBeDisabled();
    const profile = screen.getByRole('switch', { name: /Public profile/ });
    await userEvent.click(profile);
    await expect(profile).toBeChecked();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(volume).toHaveValue('61');
  },
};
