import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RecentProjectsMenu } from './RecentProjectsMenu';

const HeaderStrip = styled.div`
  display: flex;
  align-items: center;
  height: 49px;
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.header.background};
`;

const projects = [
  { title: 'Online shop: checkout redesign', href: '/projects/checkout' },
  { title: 'Billing platform migration', href: '/projects/billing' },
  { title: 'Warehouse dashboard', href: '/projects/warehouse' },
];

const meta = {
  title: 'Shell/RecentProjectsMenu',
  component: RecentProjectsMenu,
  tags: ['autodocs'],
  args: { projects, onOpenProject: fn(), storageKey: 'atrium.story.recentProjects' },
  argTypes: { storageKey: { control: 'text' } },
  decorators: [
    (Story) => (
      <HeaderStrip>
        <Story />
      </HeaderStrip>
    ),
  ],
  beforeEach: () => localStorage.removeItem('atrium.story.recentProjects'),
} satisfies Meta<typeof RecentProjectsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAProject: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Recent projects/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Billing platform migration' }));
    await expect(args.onOpenProject).toHaveBeenCalledWith('/projects/billing');
  },
};

export const Clear: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Recent projects/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear projects' }));
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: 'No recent projects' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = { args: { projects: [] } };
