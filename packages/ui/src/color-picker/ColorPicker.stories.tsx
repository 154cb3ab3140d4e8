import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker';

const meta = {
  title: 'Controls/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  args: {
    label: 'Header colour',
    defaultValue: '#3276B1',
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    defaultValue: { control: 'color' },
    value: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typed hex code sets the colour; the red, green and blue fields follow. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '5F895F');
    await userEvent.tab();
    await expect(hex).toHaveValue('#5F895F');
    await expect(canvas.getByRole('textbox', { name: 'Green' })).toHaveValue('137');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A code that is not 3 or 6 hex digits stays in the field with a message; the colour does not change. */
export const InvalidHex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'blue');
    await userEvent.tab();
    await expect(hex).toHaveValue('blue');
    await expect(hex).toHaveAccessibleDescription(/^Not a hex colour: .* The colour stays #3276B1\.$/);
    await expect(canvas.getByRole('textbox', { name: 'Red' })).toHaveValue('50');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The hue strip and the square work from the keyboard: arrows, Page Up/Down, Home and End. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: 'Hue' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('textbox', { name: 'Hex' })).toHaveValue('#B13232');
    // Back into the square, whose keys change saturation and brightness but keep the hue.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('textbox', { name: 'Hex' })).not.toHaveValue('#B13232');
    await expect(canvas.getByRole('slider', { name: 'Hue' })).toHaveValue('0');
  },
};

export const WithDescription: Story = {
  args: { description: 'Used for the header bar in every skin.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Header colour' }),
    ).toHaveAccessibleDescription('Used for the header bar in every skin.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hex' })).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: 'Hue' })).toBeDisabled();
  },
};
