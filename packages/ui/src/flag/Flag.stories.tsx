import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { Flag } from './Flag';
import { flagCodes } from './flagCodes';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};

  & > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2x', '3x', '4x', '5x'] as const;
const common = [
  'US',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'SE',
  'PL',
  'BR',
  'IN',
  'CN',
  'JP',
  'KR',
  'ZA',
  'EU',
];
// The first visit to a flag in the dev server waits for Vite to prepare the flag chunks.
const loadTimeout = { timeout: 15_000 };

const meta = {
  title: 'Icons/Flag',
  component: Flag,
  tags: ['autodocs'],
  args: { code: 'de', size: '2x', locale: 'en' },
  argTypes: {
    code: { control: 'select', options: flagCodes },
    label: { control: 'text' },
    locale: { control: 'text' },
    size: { control: 'select', options: sizes },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: 'Germany' });
    await waitFor(() => expect(flag).toHaveAttribute('data-status', 'loaded'), loadTimeout);
    await expect(flag.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Grid>
      {sizes.map((size) => (
        <li key={size}>
          <Flag {...args} size={size} label={`Germany, size ${size}`} />
        </li>
      ))}
    </Grid>
  ),
};

export const Decorative: Story = {
  args: { label: null, size: 'md' },
  render: (args) => (
    <p>
      <Flag {...args} /> Germany
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LocaleAndLabel: Story = {
  render: (args) => (
    <p>
      <Flag {...args} locale="fr" /> <Flag {...args} code="gb" label="English" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Allemagne' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'English' })).toBeVisible();
  },
};

export const UnknownCode: Story = {
  // The dev warning is the behaviour under test; capturing it also keeps the console quiet.
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  args: { code: 'qq' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: 'QQ' });
    await expect(box).toHaveAttribute('data-status', 'unavailable');
    await expect(box.querySelector('img')).toBeNull();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"qq"'));
  },
};

export const CommonFlags: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Grid aria-label="Common flags">
      {common.map((code) => (
        <li key={code}>
          <Flag {...args} code={code} /> {code}
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(common.length);
    await expect(canvas.getByRole('img', { name: 'European Union' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'United Kingdom' })).toBeVisible();
  },
};

export const AllFlags: Story = {
  // Fetches every flag: for browsing only, left out of test runs to keep them fast.
  tags: ['!test'],
  args: { size: 'lg' },
  render: (args) => (
    <Grid aria-label="All flags">
      {flagCodes.map((code) => (
        <li key={code}>
          <Flag {...args} code={code} /> {code}
        </li>
      ))}
    </Grid>
  ),
};
