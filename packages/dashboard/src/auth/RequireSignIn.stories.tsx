import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthStoryFrame } from '../pages/auth/authStoryFrame';
import LoginPage from '../pages/auth/LoginPage';
import { RequireSignIn } from './RequireSignIn';

function InboxPage() {
  return (
    <main>
      <h1>Inbox behind the guard</h1>
    </main>
  );
}

const meta = {
  title: 'Screens/Auth/RequireSignIn',
  component: RequireSignIn,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: <InboxPage /> },
  decorators: [
    (Story) => <AuthStoryFrame path="/inbox" screens={{ '/inbox': <Story />, '/login': <LoginPage /> }} />,
  ],
} satisfies Meta<typeof RequireSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the guard on, a visitor who is not signed in lands on the sign-in screen; signing in opens the page asked for. */
export const SignInRequired: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Inbox behind the guard' })).toBeNull();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@atrium.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Inbox behind the guard' })).toBeVisible();
  },
};
