import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Controls/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 3, isLoaded: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'circle', 'rectangle'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    width: { control: 'text' },
    height: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(placeholder?.childElementCount).toBe(3);
  },
};

export const Circle: Story = { args: { variant: 'circle', width: 48 } };

export const Rectangle: Story = { args: { variant: 'rectangle', height: 160 } };

export const Loaded: Story = {
  args: { isLoaded: true, children: <p>Revenue rose 12% this quarter.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revenue rose 12% this quarter.')).toBeVisible();
  },
};

export const Card: Story = {
  render: function CardStory() {
    const [isLoaded, setLoaded] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Button onPress={() => setLoaded((loaded) => !loaded)}>
          {isLoaded ? 'Reload' : 'Finish loading'}
        </Button>
        <SkeletonGroup isLoaded={isLoaded}>
          <section aria-label="Profile card" style={{ display: 'flex', gap: 12 }}>
            <Skeleton variant="circle" width={48}>
              <span aria-hidden="true" style={{ fontSize: 32 }}>
                ☺
              </span>
            </Skeleton>
            <div style={{ flex: 1 }}>
              <Skeleton lines={2}>
                <p>John Doe, sales manager since 2019.</p>
              </Skeleton>
            </div>
          </section>
        </SkeletonGroup>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Profile card' });
    await expect(card.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.getByText('John Doe, sales manager since 2019.')).toBeVisible();
    await expect(card.parentElement).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByText('Loading')).toBeNull();
  },
};
