import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapStyleStory, storyMapStyles } from './MapStyleStory';
import { VectorMap } from './VectorMap';

const styles = storyMapStyles;

const montreal = { key: 'mtl', coordinates: [-73.57, 45.5] as [number, number], label: 'Montréal' };

const meta = {
  title: 'Maps/VectorMap',
  component: VectorMap,
  tags: ['autodocs'],
  args: { markers: [montreal], minZoom: 2, maxZoom: 12, onViewChange: fn() },
  argTypes: {
    mapStyle: {
      control: 'select',
      options: ['skin', ...Object.keys(styles)],
      mapping: { skin: undefined, ...styles },
    },
    minZoom: { control: { type: 'number', min: 0, max: 10 } },
    maxZoom: { control: { type: 'number', min: 2, max: 18 } },
    defaultView: { control: 'object' },
    view: { control: false },
    geography: { control: false },
    markers: { control: 'object' },
  },
} satisfies Meta<typeof VectorMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 15_000 };
const landFill = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('.rsm-geography')!).fill;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Map' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.rsm-geography')).not.toBeNull(), loadTimeout);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Zoom level 8');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(status).toHaveTextContent('Zoom level 9');
    await expect(args.onViewChange).toHaveBeenLastCalledWith({ center: [-73, 45], zoom: 9 });
    // The keyboard reaches the same buttons.
    canvas.getByRole('button', { name: 'Zoom out' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Zoom level 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset view' }));
    await expect(status).toHaveTextContent('Zoom level 8');
  },
};

export const OldPaper: Story = {
  args: { mapStyle: styles['old-paper'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.rsm-geography')).not.toBeNull(), loadTimeout);
    await expect(landFill(canvasElement)).toBe('rgb(234, 223, 196)');
  },
};

export const WorldView: Story = {
  args: { defaultView: { center: [0, 20], zoom: 2 }, markers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Zoom level 2');
  },
};

export const StyleSwitch: Story = {
  render: (args) => <MapStyleStory>{(style) => <VectorMap {...args} mapStyle={style} />}</MapStyleStory>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.rsm-geography')).not.toBeNull(), loadTimeout);
    await expect(landFill(canvasElement)).toBe('rgb(243, 239, 224)');
    await userEvent.click(canvas.getByRole('radio', { name: 'Night vision' }));
    await waitFor(() => expect(landFill(canvasElement)).toBe('rgb(15, 36, 20)'));
  },
};

export const LoadFailure: Story = {
  args: { geography: () => Promise.reject(new Error('Network error')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The map could not be loaded.',
    );
  },
};
