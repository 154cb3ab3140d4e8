import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import LoginPage from './LoginPage';

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

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

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@atrium.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByLabelText('Stay signed in'));
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByText(/Please enter/)).toBeNull();
  },
};
