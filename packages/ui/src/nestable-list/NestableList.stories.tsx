import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragWithPointer } from '../../test/dragWithPointer';
import { NestableList } from './NestableList';
import { nestableSample } from './nestableSample';
import type { NestableItem } from './nestableTree';

const meta = {
  title: 'Widgets/NestableList',
  component: NestableList,
  tags: ['autodocs'],
  args: {
    defaultItems: nestableSample,
    'aria-label': 'Sample list',
    onChange: fn(),
    maxDepth: 4,
    indentationWidth: 30,
  },
  argTypes: {
    items: { control: false },
    defaultItems: { control: 'object' },
    maxDepth: { control: { type: 'number', min: 0, max: 6 } },
    indentationWidth: { control: { type: 'number', min: 16, max: 60 } },
  },
} satisfies Meta<typeof NestableList>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('button')
    .map((button) => button.textContent);
const shape = (list: readonly NestableItem[]): unknown =>
  list.map((item) => (item.children ? { [item.id]: shape(item.children) } : item.id));
const lastChange = (onChange: unknown) => {
  const calls = (onChange as { mock: { calls: [NestableItem[]][] } }).mock.calls;
  return shape(calls[calls.length - 1]![0]);
};

/** Drag an entry with the mouse to reorder it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Sample list' })).toBeVisible();
    await dragWithPointer(
      canvas.getByRole('button', { name: 'Item 5' }),
      canvas.getByRole('button', { name: 'Item 1' }),
    );
    await waitFor(() =>
      expect(entries(canvasElement)).toEqual(['Item 5', 'Item 1', 'Item 2', 'Item 3', 'Item 4']),
    );
    await expect(lastChange(args.onChange)).toEqual(['5', '1', { 2: ['3', '4'] }]);
  },
};

/** Space picks an entry up, the arrows move and nest it, Space drops it and Escape cancels; each step is announced. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item5 = canvas.getByRole('button', { name: 'Item 5' });
    await expect(item5).toHaveAttribute('aria-roledescription', 'sortable');
    item5.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Item 5.'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.body).toHaveTextContent('nested under Item 2'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.body).toHaveTextContent('nested under Item 4'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(lastChange(args.onChange)).toEqual(['1', { 2: ['3', { 4: ['5'] }] }]));

    // Up one place and back out to the top level, then cancelled: nothing changes.
    canvas.getByRole('button', { name: 'Item 1' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Item 1.'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).toHaveTextContent('Moving Item 1 was cancelled'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(entries(canvasElement)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
  },
};

/** A flat list: nothing may be nested. */
export const Flat: Story = {
  args: {
    maxDepth: 0,
    defaultItems: [
      { id: 'a', content: 'Alpha' },
      { id: 'b', content: 'Beta' },
    ],
  },
};
