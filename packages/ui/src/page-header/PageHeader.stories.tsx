import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

// The header sits on the content background (dark in Glass), not on a widget surface.
const ContentBackground = styled.div`
  padding: 1px ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
`;

const onContentBackground: Decorator = (Story) => (
  <ContentBackground>
    <Story />
  </ContentBackground>
);

const Stat = styled.div`
  display: grid;
  line-height: 1.2;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.borderStrong};

  &:first-child {
    padding-inline-start: 0;
    border-inline-start: 0;
  }
`;

const StatLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-transform: uppercase;
`;

const StatValue = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

const stats = (
  <>
    <Stat>
      <StatLabel>Revenue</StatLabel>
      <StatValue>$48,210</StatValue>
    </Stat>
    <Stat>
      <StatLabel>Visitors</StatLabel>
      <StatValue>12,480</StatValue>
    </Stat>
    <Stat>
      <StatLabel>Orders</StatLabel>
      <StatValue>1,936</StatValue>
    </Stat>
  </>
);

const homeIcon = (
  <svg viewBox="0 0 16 16" fill="currentColor">
    <path d="M8 1.5 0.5 8h2v6.5h4V10h3v4.5h4V8h2z" />
  </svg>
);

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  decorators: [onContentBackground],
  args: { title: 'Dashboard', subtitle: 'My Dashboard' },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    icon: { control: false },
    aside: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Dashboard, My Dashboard');
    await expect(within(heading).getByText('>')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TitleOnly: Story = {
  args: { title: 'Blank Page', subtitle: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAccessibleName('Blank Page');
  },
};

export const WithIcon: Story = {
  args: { icon: homeIcon },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard, My Dashboard' });
    await expect(heading.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithAside: Story = {
  args: { icon: homeIcon, aside: stats, asideLabel: 'Today at a glance' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Today at a glance' });
    await expect(within(group).getByText('$48,210')).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  args: { icon: homeIcon, aside: stats, asideLabel: 'Today at a glance' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const heading = screen.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const aside = screen.getByRole('group', { name: 'Today at a glance' }).getBoundingClientRect();
    await expect(aside.top).toBeGreaterThanOrEqual(heading.bottom);
  },
};
