import { NotificationProvider } from '@atrium/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import WizardsPage from './WizardsPage';

const meta = {
  title: 'Screens/Forms/WizardsPage',
  component: WizardsPage,
  tags: ['autodocs'],
  decorators: [
    inShellContent,
    (Story) => (
      <NotificationProvider>
        <Story />
      </NotificationProvider>
    ),
  ],
} satisfies Meta<typeof WizardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The smart wizard and the Fuel UX wizard, each on its first step with Previous disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Wizards');
    const smart = within(screen.getByRole('group', { name: 'Very Basic Wizard Example' }));
    const fuel = within(screen.getByRole('group', { name: 'Fuel Wizard' }));
    await expect(smart.getByRole('heading', { level: 3 })).toHaveTextContent('Step 1 - Basic information');
    await expect(smart.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(fuel.getByRole('button', { name: 'Prev' })).toBeDisabled();
  },
};

/** The smart wizard's tab jumps to Domain Setup, whose field must be a domain name. */
export const DomainRule: Story = {
  play: async ({ canvasElement }) => {
    const smart = within(within(canvasElement).getByRole('group', { name: 'Very Basic Wizard Example' }));
    await userEvent.click(smart.getByRole('button', { name: 'Domain Setup' }));
    const domain = smart.getByRole('textbox', { name: /Domain name/ });
    await userEvent.type(domain, 'not a domain');
    await userEvent.click(smart.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(domain).toHaveFocus());
    await expect(domain).toHaveAccessibleDescription('Please enter a domain name, e.g. example.com');
  },
};
