import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { DropdownMenu, DropdownMenuItem } from '../dropdown-menu';
import { FieldControl, FieldInput } from '../field';
import { Radio, RadioGroup } from '../radio-group';
import { TextField } from '../text-field';
import { InputAddon, InputGroup } from './InputGroup';

const at = (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="8" cy="8" r="2.75" />
    <path d="M10.75 8v1.25a2 2 0 0 0 4 0V8a6.75 6.75 0 1 0-2.6 5.3" strokeLinecap="round" />
  </svg>
);

/** The add-ons a text field takes on either side; `InputGroup` is what joins them to the box. */
const meta = {
  title: 'Controls/InputGroup',
  component: TextField,
  subcomponents: { InputGroup, InputAddon },
  tags: ['autodocs'],
  args: {
    label: 'Price',
    description: 'In US dollars, cents after the point',
    size: 'md',
    isDisabled: false,
    isReadOnly: false,
    onChange: fn(),
    startAddon: <InputAddon>$</InputAddon>,
    endAddon: <InputAddon>.00</InputAddon>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    label: { control: 'text' },
    description: { control: 'text' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    startAddon: { control: false },
    endAddon: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text on both sides: the row reads as one control and typing goes into the box. */
export const TextAddons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '120');
    await expect(args.onChange).toHaveBeenLastCalledWith('120');
    await expect(canvas.getByText('$')).toBeVisible();
    await expect(canvas.getByText('.00')).toBeVisible();
  },
};

/** An icon before the box. */
export const IconAddon: Story = {
  args: {
    label: 'Email',
    description: undefined,
    type: 'email',
    startAddon: <InputAddon>{at}</InputAddon>,
    endAddon: undefined,
  },
};

/** A button after the box; it takes the field's height and its corners join the row. */
export const ButtonAddon: Story = {
  args: {
    label: 'Search the site',
    description: undefined,
    type: 'search',
    startAddon: undefined,
    endAddon: (
      <Button variant="primary" onPress={fn()}>
        Go
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search the site' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go' })).toHaveFocus();
  },
};

function CouponField() {
  const [isOn, setOn] = useState(false);
  return (
    <TextField
      label="Coupon code"
      isDisabled={!isOn}
      startAddon={
        <InputAddon>
          <Checkbox aria-label="Use a coupon" isSelected={isOn} onChange={setOn} />
        </InputAddon>
      }
    />
  );
}

/** A checkbox add-on that switches the field on; it has its own accessible name. */
export const CheckboxAddon: Story = {
  render: () => <CouponField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(code).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use a coupon' }));
    await expect(code).toBeEnabled();
  },
};

/** A radio add-on, one of a group drawn across several rows. */
export const RadioAddon: Story = {
  render: () => (
    <TextField
      label="Delivery note"
      endAddon={
        <InputAddon>
          <RadioGroup aria-label="Print the note" defaultValue="yes">
            <Radio value="yes">Print</Radio>
          </RadioGroup>
        </InputAddon>
      }
    />
  ),
};

/** A dropdown button before the box: picking a scheme fills the add-on. */
function UrlField() {
  const [scheme, setScheme] = useState('https://');
  return (
    <TextField
      label="Website"
      type="url"
      startAddon={
        <DropdownMenu label={scheme} onAction={(key) => setScheme(String(key))}>
          <DropdownMenuItem key="https://">https://</DropdownMenuItem>
          <DropdownMenuItem key="http://">http://</DropdownMenuItem>
          <DropdownMenuItem key="ftp://">ftp://</DropdownMenuItem>
        </DropdownMenu>
      }
    />
  );
}

export const DropdownAddon: Story = {
  render: () => <UrlField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'https://' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'ftp://' }));
    await expect(canvas.getByRole('button', { name: 'ftp://' })).toBeVisible();
  },
};

/** The three sizes, with buttons of the same size. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <TextField
          key={size}
          label={`Amount (${size})`}
          size={size}
          startAddon={<InputAddon>$</InputAddon>}
          endAddon={<Button size={size}>Pay</Button>}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg'].map(
      (size) => canvas.getByRole('textbox', { name: `Amount (${size})` }).parentElement!.offsetHeight,
    );
    await expect(heights).toEqual([28, 32, 42]);
  },
};

/** `InputGroup` on its own, around any bordered control. */
export const AroundAnyControl: Story = {
  render: () => (
    <InputGroup start={<InputAddon>km</InputAddon>} end={<Button>Convert</Button>}>
      <FieldControl>
        <FieldInput aria-label="Distance" defaultValue="42" />
      </FieldControl>
    </InputGroup>
  ),
};
