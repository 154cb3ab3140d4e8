import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagsInput } from './TagsInput';

const meta = {
  title: 'Controls/TagsInput',
  component: TagsInput,
  tags: ['autodocs'],
  args: {
    label: 'Skills',
    placeholder: 'Add a skill',
    description: 'Press Enter or type a comma after each skill',
    defaultValue: ['Design', 'React'],
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    placeholder: { control: 'text' },
    maxTags: { control: { type: 'number', min: 1 } },
    isDisabled: { control: 'boolean' },
    value: { control: false },
    removeLabel: { control: false },
    messages: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TagsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Skills' });
    await userEvent.type(input, 'Testing{Enter}Design,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Design', 'React', 'Testing']);
    await expect(input).toHaveAccessibleDescription(/“Design” is already in the list$/);
    await expect(input).toHaveValue('Design');
    await userEvent.clear(input);
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText('Testing')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Design' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['React']);
  },
};

export const Empty: Story = {
  args: { defaultValue: [], label: 'Keywords', description: undefined, placeholder: 'Add keywords' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'alpha, beta,');
    await expect(canvas.getByRole('list', { name: 'Keywords' })).toHaveTextContent('alpha×beta×');
  },
};

export const Limited: Story = {
  args: { maxTags: 2, label: 'Top two skills' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Top two skills' });
    await userEvent.type(input, 'Testing{Enter}');
    await expect(input).toHaveAccessibleDescription(/No more than 2 tags$/);
    await expect(input).toHaveValue('Testing');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Skills' })).toBeDisabled();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
