import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import type { SocialProvider } from '../../auth/socialSignIn';
import { AuthStoryFrame, type AuthStoryFrameProps } from './authStoryFrame';
import LoginPage from './LoginPage';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryFrame
        path="/login"
        providers={parameters.providers as AuthStoryFrameProps['providers']}
        screens={{ '/login': <Story /> }}
      />
    ),
  ],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The screen as it opens: intro, information columns, the sign-in card and the social buttons. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('Please enter your email address')).toBeVisible();
    await expect(screen.getByText('Please enter your password')).toBeVisible();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A well-formed address and any password sign in and open the first page inside the shell. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@atrium.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByLabelText('Stay signed in'));
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeVisible();
    await expect(await screen.findByText('Signed in as Ada Lindqvist')).toBeVisible();
  },
};

/** Continue in the provider's prompt: the provider's name and picture are used, and the dashboard opens. */
export const SocialSignInSuccess: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const prompt = await page(canvasElement).findByRole('alertdialog', { name: 'Google (demo)' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await expect(await screen.findByText('Signed in as Mira Okafor')).toBeVisible();
  },
};

/** Cancelling the provider's prompt fails the sign-in, and the screen says so. */
export const SocialSignInFailure: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Facebook' }));
    const prompt = await page(canvasElement).findByRole('alertdialog', { name: 'Facebook (demo)' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not sign in with Facebook');
    await expect(alert).toHaveTextContent('Why did you cancel that? :(');
    await expect(screen.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
  },
};

const silentGoogle: SocialProvider = {
  id: 'google',
  kind: 'google',
  name: 'Google',
  signIn: async () => ({
    status: 'success',
    profile: { username: 'Silent Sam', picture: '' },
    isInteractive: false,
  }),
};

/** A Google-type answer that came without the user's prompt (an account chosen silently) signs nobody in. */
export const SocialSignInNotInteractive: Story = {
  parameters: { providers: () => [silentGoogle] },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(screen.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
    await expect(screen.queryByText(/Signed in as/)).toBeNull();
  },
};

/** Hostile text in both fields stays literal in the fields and only earns the usual message. */
export const HostileInput: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    await userEvent.click(email);
    for (const text of naughtyStrings
      .filter((value) => value.trim() !== '' && value.length < 200)
      .slice(0, 6)) {
      await userEvent.clear(email);
      await userEvent.paste(text);
      // An e-mail input drops line breaks and surrounding spaces by itself; nothing else may change.
      await expect(email).toHaveValue(text.replace(/[\r\n]/g, '').trim());
      await userEvent.click(password);
      await userEvent.clear(password);
      await userEvent.paste(text);
      await userEvent.click(email);
    }
    await userEvent.clear(password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('Please enter your password')).toBeVisible();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
