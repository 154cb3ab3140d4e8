import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './Tooltip';

const refreshIcon = (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d="M13 8a5 5 0 1 1-1.5-3.5M13 2.5V5h-2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const meta = {
  title: 'Controls/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Reload the table',
    children: <Button aria-label="Refresh" icon={refreshIcon} />,
    placement: 'top',
    delay: 500,
    closeDelay: 200,
    trigger: 'hover',
    hasArrow: true,
    isDisabled: false,
    onOpenChange: fn(),
  },
  argTypes: {
    content: { control: 'text' },
    children: { control: false },
    placement: {
      control: 'select',
      options: ['top', 'top-start', 'top-end', 'right', 'bottom', 'bottom-start', 'bottom-end', 'left'],
    },
    trigger: { control: 'inline-radio', options: ['hover', 'focus'] },
    delay: { control: { type: 'number', min: 0, step: 100 } },
    closeDelay: { control: { type: 'number', min: 0, step: 100 } },
    isOpen: { control: false },
    defaultOpen: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', gap: 16, paddingBlock: 60 }}>
        <button type="button">Before</button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 3000 };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    // The pointer moves over the page first, as it does before anyone hovers a control.
    await userEvent.hover(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.hover(trigger);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await canvas.findByRole('tooltip', {}, wait);
    await expect(tooltip).toHaveTextContent('Reload the table');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(trigger);
    await userEvent.hover(canvas.getByRole('button', { name: 'Before' }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument(), wait);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Reload the table');
    await expect(trigger).toHaveAccessibleDescription('Reload the table');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: 72, padding: 40 }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((placement) => (
        <Tooltip key={placement} {...args} content={`On the ${placement}`} placement={placement} defaultOpen>
          <Button>{placement}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('tooltip').map((tooltip) => tooltip.dataset.placement)).toEqual([
        'top',
        'right',
        'bottom',
        'left',
      ]),
    );
  },
};

export const WithoutArrow: Story = { args: { hasArrow: false, defaultOpen: true } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Reloads every row from the server and keeps your filters, sorting and selected page.',
  },
};

export const FocusOnly: Story = {
  args: { trigger: 'focus', delay: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.hover(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.unhover(trigger);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const OnALink: Story = {
  args: {
    content: 'Opens the help centre',
    children: <a href="#help">Help</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Help' })).toHaveAccessibleDescription('Opens the help centre'),
    );
  },
};
