import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Chat status',
    orientation: 'vertical',
    onChange: fn(),
    children: [
      <Radio key="online" value="online">
        Online
      </Radio>,
      <Radio key="busy" value="busy">
        Busy
      </Radio>,
      <Radio key="away" value="away">
        Away
      </Radio>,
      <Radio key="offline" value="offline">
        Log Off
      </Radio>,
    ],
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isValid: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'online' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Online' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Busy' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('busy');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Online' })).toBeChecked();
    await userEvent.click(canvas.getByText('Log Off'));
    await expect(args.onChange).toHaveBeenLastCalledWith('offline');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'away' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Log Off' })).toBeChecked();
  },
};

export const DisabledItem: Story = {
  args: {
    label: 'Gender',
    defaultValue: 'male',
    children: [
      <Radio key="male" value="male">
        Male
      </Radio>,
      <Radio key="other" value="other" isDisabled>
        Not available
      </Radio>,
      <Radio key="female" value="female">
        Female
      </Radio>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Not available' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'busy' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'busy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Away'));
    await expect(canvas.getByRole('radio', { name: 'Busy' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { label: 'Chat status', isInvalid: true, errorMessage: 'Please choose a status' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Chat status' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a status');
  },
};

export const Valid: Story = {
  args: { isValid: true, defaultValue: 'online' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Chat status' })).toHaveClass(
      'is-valid',
    );
  },
};

/** Required, checked on submit by react-aria's native form validation. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Please choose a status' },
  render: (args) => (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
    >
      <RadioGroup {...args} />
      <Button type="submit" variant="primary">
        Save
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please choose a status')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Online' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.queryByText('Please choose a status')).toBeNull());
  },
};
