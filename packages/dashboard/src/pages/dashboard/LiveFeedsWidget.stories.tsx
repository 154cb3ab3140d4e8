import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationProvider } from '@atrium/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from './dashboardDemoData';
import { LiveFeedsWidget } from './LiveFeedsWidget';

const meta = {
  title: 'Screens/Dashboard/LiveFeedsWidget',
  component: LiveFeedsWidget,
  tags: ['autodocs'],
  args: { rng: seededRandom(3), tickMs: 100 },
  argTypes: {
    rng: { control: false },
    tickMs: { control: { type: 'number', min: 50, max: 5000, step: 50 } },
  },
  // "Report a bug" confirms with a notification, which the application's shell provides.
  decorators: [
    (Story) => (
      <NotificationProvider>
        <Story />
      </NotificationProvider>
    ),
  ],
} satisfies Meta<typeof LiveFeedsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastValues = (scope: HTMLElement) =>
  [...scope.querySelectorAll('table tbody tr')].map((row) => row.lastElementChild?.textContent).join(' | ');

/** A fast tick: switched on the chart moves, switched off it stays where it was. */
export const LiveOnAndOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    const live = canvas.getByRole('switch', { name: 'Live switch' });
    const start = lastValues(panel);
    // The live switch starts off: several ticks' worth of time changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(lastValues(panel)).toBe(start);
    live.focus();
    await userEvent.keyboard(' ');
    await expect(live).toBeChecked();
    await waitFor(() => expect(lastValues(panel)).not.toBe(start), { interval: 50 });
    await userEvent.keyboard(' ');
    await expect(live).not.toBeChecked();
    const stopped = lastValues(panel);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(lastValues(panel)).toBe(stopped);
  },
};

/** The tabs in the header switch the body; arrow keys move between them. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole('tab', { name: 'Live stats' });
    live.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Social network' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('figure', { name: /Social network followers/ })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: 'Revenue series' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
  },
};

/** "Report a bug" under the progress bars opens a short form; sending it confirms with a notification. */
export const ReportABug: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report a bug' }));
    // The dialog renders in a layer over the page, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a bug' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Summary/ }), 'Legend hides a series');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shown in a small box, and read out by the (visually hidden) live region as well.
    await waitFor(() =>
      expect(screen.getAllByText('Bug report sent').some((text) => text.checkVisibility())).toBe(true),
    );
  },
};
