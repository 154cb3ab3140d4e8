import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorPageInRouter } from './errorPageStory';
import ServerErrorPage from './ServerErrorPage';
import { inShellContent } from './shellContentDecorator';

const meta = {
  title: 'Screens/Misc/ServerErrorPage',
  component: ServerErrorPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof ServerErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/500']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Internal server error' })).toBeVisible();
    await expect(screen.getByText('500')).toHaveTextContent('Error 500');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  },
};

export const GoBack: Story = {
  render: () => <ErrorPageInRouter page={ServerErrorPage} path="/500" from="/e-commerce/orders" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await expect(await screen.findByText('Now at /e-commerce/orders')).toBeVisible();
  },
};
