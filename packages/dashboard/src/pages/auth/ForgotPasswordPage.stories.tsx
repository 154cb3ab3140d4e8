import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthStoryFrame } from './authStoryFrame';
import ForgotPasswordPage from './ForgotPasswordPage';

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => <AuthStoryFrame path="/forgot-password" screens={{ '/forgot-password': <Story /> }} />,
  ],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A malformed address is refused with a message; a good one is told where the link went. */
export const AskForALink: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const email = screen.getByLabelText('E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await expect(await screen.findByText('Please enter your email address')).toBeVisible();
    await userEvent.type(email, 'ada@');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, "o'brien+<b>x</b>@atrium.dev");
    await userEvent.keyboard('{Enter}');
    const notice = await screen.findByRole('status');
    await expect(notice).toHaveTextContent(
      "We sent a link to choose a new password to o'brien+<b>x</b>@atrium.dev.",
    );
    await expect(screen.getByRole('link', { name: 'I remembered my password' })).toBeVisible();
  },
};
