import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Controls/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: {
    label: 'Volume',
    defaultValue: 400,
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
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden range input sits in the thumb, which sits in the track. */
const trackOf = (input: HTMLElement) => input.parentElement!.parentElement!.parentElement!;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('401');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(401);
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveValue('501');
    await userEvent.keyboard('{PageDown}{ArrowLeft}');
    await expect(slider).toHaveValue('400');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('1000');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await expect(within(canvasElement).getByText('0', { exact: true })).toBeVisible();
  },
};

/** A click on the track moves the thumb there. */
export const Mouse: Story = {
  args: { step: 10 },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    const track = trackOf(slider);
    const box = track.getBoundingClientRect();
    const coords = { clientX: box.left + box.width * 0.8, clientY: box.top + box.height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords });
    await expect(slider).toHaveValue('800');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(800);
  },
};

export const Formatted: Story = {
  args: {
    label: 'Budget',
    defaultValue: 250,
    step: 50,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Budget' });
    await expect(slider).toHaveAttribute('aria-valuetext', '$250');
    slider.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByText('$300')).toBeVisible();
  },
};

export const CustomRange: Story = {
  args: {
    label: 'Opacity',
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    defaultValue: 0.5,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Opacity' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '55%');
  },
};

export const WithoutOutput: Story = { args: { hasOutput: false } };

/** In right-to-left the start is on the right: ArrowLeft increases. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveValue('401');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    description: 'Speaker level',
    errorMessage: 'Too loud for night mode',
    defaultValue: 900,
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription('Speaker level Too loud for night mode');
  },
};

export const Valid: Story = {
  args: { isValid: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.is-valid')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Volume' })).toBeDisabled();
  },
};
