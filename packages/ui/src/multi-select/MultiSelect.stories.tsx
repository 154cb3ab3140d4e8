import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const countries = [
  { value: 'br', label: 'Brazil' },
  { value: 'ci', label: 'Côte d’Ivoire' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
  { value: 'gr', label: 'Greece' },
  { value: 'jp', label: 'Japan' },
  { value: 'ma', label: 'Morocco' },
  { value: 'us', label: 'United States' },
];

const meta = {
  title: 'Controls/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  args: {
    label: 'Countries served',
    items: countries,
    defaultValue: ['de', 'fr'],
    placeholder: 'Type to filter',
    description: 'Backspace removes the last country',
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    placeholder: { control: 'text' },
    items: { control: false },
    value: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Filter, pick with Enter (the list stays open for the next), and each change is announced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Countries served' });
    await userEvent.click(input);
    await userEvent.keyboard('mor{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['de', 'fr', 'ma']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Morocco added, 3 chosen');
    await expect(body(canvasElement).getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Backspace in the empty input removes the last chosen country. */
export const BackspaceRemovesLast: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Countries served' }));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['de']);
    await expect(canvas.getByRole('status')).toHaveTextContent('France removed, 1 chosen');
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing matches: the list says so and the typed text stays. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Countries served' });
    await userEvent.click(input);
    await userEvent.keyboard('xyz');
    await expect(await body(canvasElement).findByText('No matches')).toBeVisible();
    await expect(input).toHaveValue('xyz');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Countries served' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove Germany' })).toBeNull();
  },
};
