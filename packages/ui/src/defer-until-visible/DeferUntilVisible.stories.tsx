import { lazy } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Skeleton } from '../skeleton';
import { DeferUntilVisible } from './DeferUntilVisible';

// Stands in for a costly part (a map, a chat) whose code arrives a moment after it is asked for.
const SlowReport = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(
        () => resolve({ default: () => <p>Quarterly report: 1,204 orders, 98% delivered on time.</p> }),
        400,
      ),
    ),
);

const meta = {
  title: 'Utilities/DeferUntilVisible',
  component: DeferUntilVisible,
  tags: ['autodocs'],
  args: {
    rootMargin: '0px',
    isInitiallyVisible: false,
    fallback: <Skeleton variant="rectangle" height={80} />,
    children: <SlowReport />,
  },
  argTypes: {
    rootMargin: { control: 'text' },
    isInitiallyVisible: { control: 'boolean' },
    fallback: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div
        data-testid="scroller"
        style={{ blockSize: 240, overflow: 'auto', border: '1px solid currentColor' }}
      >
        <p style={{ blockSize: 400 }}>
          The report below loads when it comes into view.{' '}
          <button type="button" onClick={(event) => event.currentTarget.closest('div')!.scrollBy(0, 400)}>
            Scroll to the report
          </button>
        </p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeferUntilVisible>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report loads only when scrolled to; the skeleton holds its place meanwhile. */
export const BelowTheFold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Quarterly report/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll to the report' }));
    await waitFor(() => expect(canvas.getByText(/Quarterly report/)).toBeVisible(), { timeout: 3000 });
  },
};

/** Shown at once, as when printing. */
export const InitiallyVisible: Story = {
  args: { isInitiallyVisible: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/Quarterly report/)).toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};
