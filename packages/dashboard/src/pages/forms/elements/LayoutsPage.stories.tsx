import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../../misc/shellContentDecorator';
import LayoutsPage from './LayoutsPage';

const meta = {
  title: 'Screens/Forms/LayoutsPage',
  component: LayoutsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof LayoutsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rect = (element: Element) => element.getBoundingClientRect();

/** Inline, horizontal, stacked and grid layouts; each keeps what was typed when submitted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Smart Form Layouts');
    for (const title of ['Inline Form', 'Horizontal Form', 'Stacked Form', 'Grid Layout']) {
      await expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const inline = within(screen.getByRole('form', { name: 'Sign in' }));
    const email = inline.getByRole('textbox', { name: 'Email' });
    const signIn = inline.getByRole('button', { name: 'Sign in' });
    await expect(Math.abs(rect(email).top - rect(signIn).top)).toBeLessThan(4);
    await userEvent.type(email, 'ann@example.com');
    await userEvent.click(signIn);
    await expect(email).toHaveValue('ann@example.com');

    const account = within(screen.getByRole('form', { name: 'Account' }));
    const fullName = account.getByRole('textbox', { name: 'Full name' });
    await expect(rect(account.getByText('Full name')).top).toBeGreaterThanOrEqual(rect(fullName).top - 8);

    const address = within(screen.getByRole('form', { name: 'Shipping address' }));
    const first = address.getByRole('textbox', { name: 'First name' });
    const last = address.getByRole('textbox', { name: 'Last name' });
    await expect(rect(first).top).toBe(rect(last).top);
  },
};
