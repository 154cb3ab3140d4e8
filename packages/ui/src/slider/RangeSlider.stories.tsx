import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeSlider } from './RangeSlider';

const meta = {
  title: 'Controls/RangeSlider',
  component: RangeSlider,
  tags: ['autodocs'],
  args: {
    label: 'Price',
    hasOutput: true,
    isDisabled: false,
    isInvalid: false,
    isValid: false,
    onChange: fn(),
    onChangeEnd: fn(),
  },
  argTypes: {
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    step: { control: 'number' },
    formatOptions: { control: 'object' },
    thumbLabels: { control: 'object' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden range input sits in the thumb, which sits in the track. */
const trackOf = (input: HTMLElement) => input.parentElement!.parentElement!.parentElement!;

/** The default range slider: 0 to 1000. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('slider', { name: 'Minimum Price' });
    const end = canvas.getByRole('slider', { name: 'Maximum Price' });
    await expect(canvas.getByText('0 – 1,000')).toBeVisible();
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowRight}');
    await expect(start).toHaveValue('101');
    await userEvent.tab();
    await expect(end).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(end).toHaveValue('900');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([101, 900]);
    await userEvent.keyboard('{Home}');
    // The thumbs cannot cross.
    await expect(end).toHaveValue('101');
  },
};

/** A click on the track moves the nearer thumb. */
export const Mouse: Story = {
  args: { defaultValue: [200, 800], step: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('slider', { name: 'Minimum Price' });
    const end = canvas.getByRole('slider', { name: 'Maximum Price' });
    const track = trackOf(start);
    const box = track.getBoundingClientRect();
    const at = (fraction: number) => ({
      clientX: box.left + box.width * fraction,
      clientY: box.top + box.height / 2,
    });
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords: at(0.7) });
    await expect(end).toHaveValue('700');
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords: at(0.1) });
    await expect(start).toHaveValue('100');
  },
};

export const Formatted: Story = {
  args: {
    defaultValue: [150, 600],
    step: 50,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$150 – $600')).toBeVisible();
  },
};

export const CustomThumbLabels: Story = {
  args: {
    label: 'Opening hours',
    minValue: 0,
    maxValue: 24,
    defaultValue: [9, 17],
    thumbLabels: ['Opens', 'Closes'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Opens Opening hours' })).toHaveValue('9');
    await expect(canvas.getByRole('slider', { name: 'Closes Opening hours' })).toHaveValue('17');
  },
};

/** In right-to-left the start thumb sits on the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultValue: [200, 800] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('slider', { name: 'Minimum Price' });
    const end = canvas.getByRole('slider', { name: 'Maximum Price' });
    await expect(start.getBoundingClientRect().left).toBeGreaterThan(end.getBoundingClientRect().left);
    start.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(start).toHaveValue('201');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a range within your budget' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('slider', { name: 'Minimum Price' }),
    ).toHaveAccessibleDescription('Choose a range within your budget');
  },
};

export const Valid: Story = { args: { isValid: true, defaultValue: [100, 400] } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [300, 700] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Maximum Price' })).toBeDisabled();
  },
};
