import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavMenu } from './NavMenu';
import { SampleLink, sampleMenu } from './navMenuSample';

const NavPanel = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  min-height: 360px;
  background: ${({ theme }) => theme.colors.nav.background};
`;

const meta = {
  title: 'Layout/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    items: sampleMenu,
    activeHref: '#/graphs/morris',
    isMinified: false,
    orientation: 'vertical',
    onNavigate: fn(),
  },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  render: (args) => (
    <NavPanel $width={args.orientation === 'horizontal' ? '100%' : args.isMinified ? '45px' : '220px'}>
      <NavMenu {...args} linkComponent={SampleLink} />
    </NavPanel>
  ),
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement);
    await expect(nav.getByRole('link', { name: 'Morris Charts' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Graphs' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(nav.getByRole('button', { name: 'Tables' }));
    await expect(nav.getByRole('button', { name: 'Tables' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Graphs' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(await nav.findByRole('link', { name: 'Data Tables' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/tables/datatables');
  },
};

export const KeyboardOnly: Story = {
  args: { activeHref: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    nav.getByRole('button', { name: 'Graphs' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav.getByRole('button', { name: 'Graphs' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await nav.findByRole('link', { name: 'Flot Chart' })).toBeVisible();
  },
};

export const Minified: Story = {
  args: { isMinified: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Keyboard focus opens the fly-out just as hovering does.
    nav.getByRole('button', { name: 'Tables' }).focus();
    await expect(await nav.findByRole('link', { name: 'Data Tables' })).toBeVisible();
  },
};

export const MenuOnTop: Story = {
  args: { orientation: 'horizontal', activeHref: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await userEvent.click(nav.getByRole('button', { name: 'Forms' }));
    await expect(await nav.findByRole('link', { name: 'Smart Form Elements' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(nav.getByRole('button', { name: 'Forms' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Forms' })).toHaveFocus();
    // A click anywhere outside the menu closes an open drop-down too.
    await userEvent.click(nav.getByRole('button', { name: 'Tables' }));
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(nav.getByRole('button', { name: 'Tables' })).toHaveAttribute('aria-expanded', 'false');
  },
};
