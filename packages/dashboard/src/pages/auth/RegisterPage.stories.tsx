import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import { AuthStoryFrame } from './authStoryFrame';
import RegisterPage from './RegisterPage';

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <AuthStoryFrame path="/register" screens={{ '/register': <Story /> }} />],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, field: string, option: string) {
  const group = within(canvasElement).getByRole('radiogroup', { name: new RegExp(field) });
  await userEvent.click(within(group).getByText(option));
}

/** Every rule's message after an empty submit, then the password rules (length, the same twice). */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await expect(await screen.findByText('Please enter your login')).toBeVisible();
    for (const message of [
      'Please enter your login',
      'Please enter your email address',
      'Please enter your password',
      'Please enter your password one more time',
      'Please select your gender',
      'Please select your user group',
      'You must agree with Terms and Conditions',
    ])
      await expect(screen.getByText(message)).toBeVisible();
    await expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Password/), 'ab');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abc');
    await userEvent.tab();
    await expect(
      await screen.findAllByText('Your password must be 3 to 20 characters long'),
    ).not.toHaveLength(0);
    await expect(await screen.findAllByText('Please enter the same password as above')).not.toHaveLength(0);
  },
};

/** A complete registration signs the new user in under their login, even a hostile one, shown literally. */
export const RegisterAndSignIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const login = naughtyStrings[0]!;
    await userEvent.click(screen.getByLabelText(/^Username/));
    await userEvent.paste(login);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'new.user@atrium.dev');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^First name/), naughtyStrings[1]!);
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lindqvist');
    await choose(canvasElement, 'Gender', 'Female');
    await choose(canvasElement, 'User group', 'Operator');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree with the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeVisible();
    await expect(screen.getByText(`Signed in as ${login}`)).toBeVisible();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
