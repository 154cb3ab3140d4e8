import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Controls/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    totalPages: 20,
    defaultPage: 1,
    siblings: 1,
    size: 'md',
    isDisabled: false,
    showFirstLast: true,
    showSummary: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
    page: { control: false },
    formatSummary: { control: false },
    labels: { control: false },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The pressed button became disabled, so focus moved to the current page.
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveFocus();
  },
};

export const WithSummary: Story = {
  args: { totalPages: undefined, totalItems: 230, pageSize: 15, showSummary: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1 to 15 of 230 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Showing 226 to 230 of 230 entries')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Pagination {...args} size="sm" labels={{ navigation: 'Small pagination' }} />
      <Pagination {...args} size="md" labels={{ navigation: 'Medium pagination' }} />
      <Pagination {...args} size="lg" labels={{ navigation: 'Large pagination' }} />
    </div>
  ),
};

export const FewPages: Story = {
  args: { totalPages: 5, showFirstLast: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'First page' })).toBeNull();
  },
};

export const WideWindow: Story = { args: { totalPages: 50, defaultPage: 25, siblings: 2 } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultPage: 4 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement).getByRole('button', { name: 'Page 5' });
    await expect(page).toBeDisabled();
    await userEvent.click(page, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledPagination(args) {
    const [page, setPage] = useState(7);
    return (
      <>
        <Pagination {...args} page={page} onChange={setPage} />
        <p>Table page {page}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Table page 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('Table page 1')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultPage: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
  },
};
