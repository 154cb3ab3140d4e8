import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Remember me', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isValid: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Remove after drop',
    description: 'The event leaves the list once it is on the calendar',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    children: 'I agree with the Terms and Conditions',
    isInvalid: true,
    errorMessage: 'You must agree with Terms and Conditions',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I agree with the Terms and Conditions',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must agree with Terms and Conditions');
  },
};

export const Valid: Story = {
  args: { children: 'Subscribe to the newsletter', defaultSelected: true, isValid: true },
};

/** Required, checked on submit by react-aria's native form validation. */
export const Required: Story = {
  args: {
    children: 'I agree with the Terms and Conditions',
    isRequired: true,
    errorMessage: 'You must agree with Terms and Conditions',
  },
  render: (args) => (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
    >
      <Checkbox {...args} />
      <Button type="submit" variant="primary">
        Register
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree with the Terms and Conditions' });
    await expect(box).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('You must agree with Terms and Conditions')).toBeVisible();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByText('You must agree with Terms and Conditions')).toBeNull());
  },
};

/** Min/max selection: the demo forms' "Please choose 1 - 2 languages you can speak". */
export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Languages"
      description="The languages you can speak"
      minSelected={1}
      maxSelected={2}
      selectionMessage="Please choose 1 - 2 languages you can speak"
    >
      <Checkbox value="en">English</Checkbox>
      <Checkbox value="fr">French</Checkbox>
      <Checkbox value="de">German</Checkbox>
      <Checkbox value="ru">Russian</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Please choose 1 - 2 languages you can speak';
    await userEvent.click(canvas.getByRole('checkbox', { name: 'English' }));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Languages' })).toHaveClass('is-invalid');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
  },
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup
      label="Revenue series"
      orientation="horizontal"
      defaultValue={['target', 'actual', 'signups']}
    >
      <Checkbox value="target">Target</Checkbox>
      <Checkbox value="actual">Actual</Checkbox>
      <Checkbox value="signups">Signups</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Actual' }));
    await expect(canvas.getByRole('checkbox', { name: 'Actual' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Target' })).toBeChecked();
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup label="Fixed layout" isDisabled defaultValue={['header']}>
      <Checkbox value="header">Fixed header</Checkbox>
      <Checkbox value="navigation">Fixed navigation</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Fixed navigation' })).toBeDisabled();
  },
};

export const GroupValid: Story = {
  render: () => (
    <CheckboxGroup label="Languages" isValid defaultValue={['en']}>
      <Checkbox value="en">English</Checkbox>
      <Checkbox value="fr">French</Checkbox>
    </CheckboxGroup>
  ),
};
