import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { Glyph } from './Glyph';
import { glyphIcons } from './glyphIcons';

const meta = {
  title: 'Icons/Glyph',
  component: Glyph,
  tags: ['autodocs'],
  args: { name: 'glyphicon-star', size: '2x', isSpinning: false, isFixedWidth: false },
  argTypes: {
    name: { control: 'select', options: Object.keys(glyphIcons) },
    label: { control: 'text' },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', '2x', '3x', '4x', '5x'] },
    isMirroredInRtl: { control: 'boolean' },
  },
} satisfies Meta<typeof Glyph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: 'Favourite' },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('img', { name: 'Favourite' });
    await expect(star).toHaveAttribute('data-icon', 'star');
  },
};

export const Decorative: Story = {
  args: { name: 'glyphicon-envelope', size: 'md' },
  render: (args) => (
    <p>
      <Glyph {...args} /> 3 new messages
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const MirroredInRightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <p>
      <Glyph {...args} name="glyphicon-chevron-left" label="Previous" />{' '}
      <Glyph {...args} name="glyphicon-log-out" label="Log out" />{' '}
      <Glyph {...args} name="glyphicon-star" label="Star" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Previous' })).scale).toBe('-1 1');
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Star' })).scale).toBe('none');
  },
};

export const UnknownName: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  args: { name: 'glyphicon-unicorn', label: 'Unicorn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"glyphicon-unicorn"'));
  },
};
