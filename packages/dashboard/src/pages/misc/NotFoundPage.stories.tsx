import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorPageInRouter } from './errorPageStory';
import NotFoundPage from './NotFoundPage';
import { inShellContent } from './shellContentDecorator';

const meta = {
  title: 'Screens/Misc/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/404']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(screen.getByText('404')).toHaveTextContent('Error 404');
    await expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    await expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

export const GoBack: Story = {
  render: () => <ErrorPageInRouter page={NotFoundPage} path="/404" from="/inbox" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await expect(await screen.findByText('Now at /inbox')).toBeVisible();
  },
};

export const GoBackFromFirstPage: Story = {
  render: () => <ErrorPageInRouter page={NotFoundPage} path="/404" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    screen.getByRole('button', { name: 'Go back' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Now at /dashboard')).toBeVisible();
  },
};

export const SignInAgain: Story = {
  render: () => <ErrorPageInRouter page={NotFoundPage} path="/404" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }));
    await expect(await screen.findByText('Now at /login')).toBeVisible();
  },
};
