import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import { AuthStoryFrame } from './authStoryFrame';
import LockPage from './LockPage';

const hostileName = naughtyStrings[1]!;

const meta = {
  title: 'Screens/Auth/Lock',
  component: LockPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <AuthStoryFrame
        path="/lock"
        session={{
          isSignedIn: true,
          profile: { username: hostileName, picture: '' },
          lockedFrom: '/inbox/sent',
        }}
        screens={{ '/lock': <Story /> }}
      />
    ),
  ],
} satisfies Meta<typeof LockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The locked user's name (shown literally), a password to unlock and the page that was open comes back. */
export const UnlockBackToThePage: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: hostileName })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await expect(await screen.findByText('Please enter your password')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Landed on /inbox/sent' })).toBeVisible();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** "Signed in as someone else?" signs out and opens the sign-in screen. */
export const SignInAsSomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }));
    await expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeVisible();
    await expect(screen.getByText('Not signed in')).toBeVisible();
  },
};
