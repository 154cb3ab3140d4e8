import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Radio, RadioGroup } from '../radio-group';
import { Select } from '../select';
import { TextArea, TextField } from '../text-field';
import { HorizontalFields } from './HorizontalFields';

const countries = [
  { value: 'no', label: 'Norway' },
  { value: 'se', label: 'Sweden' },
  { value: 'dk', label: 'Denmark' },
];

const meta = {
  title: 'Controls/HorizontalFields',
  component: HorizontalFields,
  tags: ['autodocs'],
  args: { labelWidth: '9rem' },
  argTypes: { labelWidth: { control: 'text' }, children: { control: false } },
  render: (args) => (
    <HorizontalFields {...args}>
      <TextField label="Full name" description="As printed on your card" isRequired />
      <TextField label="Email" type="email" isInvalid errorMessage="The input is not a valid email address" />
      <Select label="Country" items={countries} placeholder="Select country" />
      <RadioGroup label="Plan" orientation="horizontal" defaultValue="pro">
        <Radio value="basic">Basic</Radio>
        <Radio value="pro">Pro</Radio>
      </RadioGroup>
      <TextArea label="Notes" rows={2} />
      <Checkbox>Keep me signed in</Checkbox>
      <div>
        <Button variant="primary">Save</Button>
      </div>
    </HorizontalFields>
  ),
} satisfies Meta<typeof HorizontalFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels beside the controls; help text, errors and the lone checkbox line up under the controls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    const label = canvas.getByText('Full name');
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(name.getBoundingClientRect().left);
    await expect(
      Math.abs(label.getBoundingClientRect().top - name.parentElement!.getBoundingClientRect().top),
    ).toBeLessThan(2);
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' }).closest('label')!;
    await expect(Math.round(box.getBoundingClientRect().left)).toBe(
      Math.round(name.parentElement!.getBoundingClientRect().left),
    );
    const plan = canvas.getByText('Plan').getBoundingClientRect();
    const basic = canvas.getByText('Basic').getBoundingClientRect();
    await expect(Math.abs(plan.top - basic.top)).toBeLessThan(2);
    await userEvent.click(label);
    await expect(name).toHaveFocus();
  },
};

/** In a narrow column (a phone, a small widget) the labels go back above the controls. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(canvas.getByText('Full name').getBoundingClientRect().bottom).toBeLessThanOrEqual(
      name.getBoundingClientRect().top,
    );
  },
};

/** A wider label column for longer labels. */
export const WideLabels: Story = { args: { labelWidth: '14rem' } };
