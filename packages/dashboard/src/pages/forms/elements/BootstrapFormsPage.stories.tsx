import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../../misc/shellContentDecorator';
import BootstrapFormsPage from './BootstrapFormsPage';

const meta = {
  title: 'Screens/Forms/BootstrapFormsPage',
  component: BootstrapFormsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof BootstrapFormsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes, input groups, disabled and read-only controls, help text and states; the add-ons work. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Forms, Bootstrap Form Elements',
    );
    for (const title of ['Input Groups', 'Input Sizes', 'Disabled and Read-only', 'Help Text and States']) {
      await expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const heights = ['Large input', 'Default input', 'Small input'].map(
      (name) => screen.getByRole('textbox', { name }).parentElement!.offsetHeight,
    );
    await expect(heights).toEqual([42, 32, 28]);

    const gift = screen.getByRole('textbox', { name: 'Gift message' });
    await expect(gift).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wrap as a gift' }));
    await expect(gift).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Call me on this number' }));
    await expect(screen.getByRole('radio', { name: 'Write to this address' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'https://' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'ftp://' }));
    await expect(screen.getByRole('button', { name: 'ftp://' })).toBeVisible();

    await expect(screen.getByRole('textbox', { name: 'Disabled input' })).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: 'Read-only input' })).toHaveAttribute('readonly');
    await expect(screen.getByRole('textbox', { name: 'Invalid input' })).toHaveAccessibleDescription(
      'Letters, digits, dots and underscores only',
    );
  },
};
