import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label }));

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large', isDisabled: true },
  { value: 'xl', label: 'Extra large' },
];

const meta = {
  title: 'Controls/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Expiry month',
    items: months,
    placeholder: 'Select month',
    isDisabled: false,
    isInvalid: false,
    isValid: false,
    isRequired: false,
    onChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    items: { control: false },
    children: { control: false },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portalled menus render into the body, outside the story canvas. */
const page = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Expiry month' });
    await expect(trigger).toHaveTextContent('Select month');
    await userEvent.click(trigger);
    await userEvent.click(await page().findByRole('option', { name: 'March' }));
    await expect(args.onChange).toHaveBeenCalledWith('03', months[2]);
    await expect(trigger).toHaveTextContent('March');
    await expect(page().queryByRole('listbox')).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Expiry month' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(page().getByRole('option', { name: 'December' }).id).toBe(
      trigger.getAttribute('aria-activedescendant'),
    );
    // Type-ahead: "s" goes to September.
    await userEvent.keyboard('s');
    await expect(page().getByRole('option', { name: 'September' }).id).toBe(
      trigger.getAttribute('aria-activedescendant'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('09', months[8]);
    await userEvent.keyboard('{ArrowDown}{Home}{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('September');
  },
};

export const WithDefaultValue: Story = { args: { defaultValue: '06' } };

export const DisabledItems: Story = {
  args: { label: 'Size', items: sizes, placeholder: 'Select size' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Size' });
    await userEvent.click(trigger);
    await expect(await page().findByRole('option', { name: 'Large' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('xl', sizes[3]);
  },
};

export const CustomOptions: Story = {
  args: {
    children: (item, { isSelected }) => (
      <span>
        {item.value} · {item.label}
        {isSelected ? ' ✓' : ''}
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Expiry month' }));
    await expect(await page().findByRole('option', { name: '04 · April' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: { description: 'As printed on the card.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Expiry month' });
    await expect(trigger).toHaveAccessibleDescription('As printed on the card.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Select month' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Expiry month' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Select month');
    await expect(canvasElement.querySelector('.is-invalid')).not.toBeNull();
  },
};

export const Valid: Story = {
  args: { isValid: true, defaultValue: '01' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.is-valid')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '02' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Expiry month' });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Near the bottom of the viewport the menu flips above its trigger and shrinks to fit. */
export const NearViewportEdge: Story = {
  decorators: [
    (Story) => (
      <div style={{ position: 'fixed', insetBlockEnd: 8, insetInlineEnd: 8, width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Expiry month' });
    await userEvent.click(trigger);
    const menu = (await page().findByRole('listbox')).parentElement!;
    await waitFor(() =>
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Escape}');
  },
};

/** Small, default and large, the heights of the text fields and buttons of those sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select key={size} {...args} label={`Month (${size})`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg'].map(
      (size) => canvas.getByRole('combobox', { name: `Month (${size})` }).offsetHeight,
    );
    await expect(heights).toEqual([28, 32, 42]);
  },
};
