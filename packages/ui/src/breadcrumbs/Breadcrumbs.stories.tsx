import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs, type BreadcrumbItem, type BreadcrumbLinkProps } from './Breadcrumbs';

const trail: BreadcrumbItem[] = [
  { label: 'Home', href: '#/dashboard' },
  { label: 'Forms' },
  { label: 'Form elements', href: '#/form/elements' },
  { label: 'Validation' },
];

const Ribbon = styled.div`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.ribbonHeight}px;
  background: ${({ theme }) => theme.colors.ribbon.background};
`;

const meta = {
  title: 'Controls/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: trail, appearance: 'default' },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['default', 'inverse'] },
    items: { control: false },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    const crumbs = within(nav);
    await expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Form elements',
    ]);
    await expect(crumbs.getByText('Validation')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs.queryByRole('link', { name: 'Validation' })).toBeNull();
    await userEvent.tab();
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(crumbs.getByRole('link', { name: 'Form elements' })).toHaveFocus();
  },
};

export const OnTheRibbon: Story = {
  args: { appearance: 'inverse' },
  decorators: [
    (Story) => (
      <Ribbon>
        <Story />
      </Ribbon>
    ),
  ],
};

const navigate = fn();

function RouterLink({ href, children, ref, ...props }: BreadcrumbLinkProps) {
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      data-router-link=""
      onClick={(event) => {
        props.onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** The dashboard passes a component wrapping its router's Link; this one records where it would go. */
export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Form elements' }));
    await expect(navigate).toHaveBeenLastCalledWith('#/form/elements');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/dashboard');
  },
};

export const SingleItem: Story = { args: { items: [{ label: 'Dashboard' }] } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
