import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { naughtyStrings } from '../../test/naughtyStrings';
import { EventCalendar } from './EventCalendar';
import { calendarSample, calendarSampleNow } from './calendarSample';

const meta = {
  title: 'Widgets/EventCalendar',
  component: EventCalendar,
  tags: ['autodocs'],
  args: {
    entries: calendarSample,
    defaultDate: calendarSampleNow,
    now: () => calendarSampleNow,
    defaultView: 'month',
    weekStartsOn: 0,
    maxEventLines: 3,
    onViewChange: fn(),
    onDateChange: fn(),
    onEventOpen: fn(),
  },
  argTypes: {
    defaultView: { control: 'inline-radio', options: ['month', 'week', 'day'] },
    weekStartsOn: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6] },
    maxEventLines: { control: { type: 'number', min: 1, max: 8 } },
    entries: { control: 'object' },
    now: { control: false },
    locale: { control: false },
  },
} satisfies Meta<typeof EventCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

// One hostile title on each day of the month.
const hostileTitles = naughtyStrings.slice(0, 30);

const heading = (canvas: ReturnType<typeof within>) => canvas.getByRole('heading', { level: 2 });

/** Previous, Next and Today move by a month; the title names the month and is announced. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvas)).toHaveTextContent('November 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(heading(canvas)).toHaveTextContent('December 2026');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('December 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(heading(canvas)).toHaveTextContent('October 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(heading(canvas)).toHaveTextContent('November 2026');
    await expect(canvas.getByRole('gridcell', { current: 'date' })).toHaveTextContent('26');
  },
};

/** The view switch shows the week with its time slots and all-day row, then a single day. */
export const ViewSwitching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(heading(canvas)).toHaveTextContent('Nov 22 – 28, 2026');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('week');
    await expect(
      canvas.getByRole('gridcell', { name: 'Thursday, November 26, 2026 9:00 AM' }),
    ).toBeInTheDocument();
    const thursday = canvas.getByRole('list', { name: 'Events on Thursday, November 26, 2026' });
    await expect(within(thursday).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(heading(canvas)).toHaveTextContent('Nov 29 – Dec 5, 2026');
    const allDay = canvas.getByRole('list', { name: 'All day, Monday, November 30, 2026' });
    await expect(within(allDay).getByRole('button', { name: /Payroll/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Day' }));
    await expect(heading(canvas)).toHaveTextContent('Thursday, December 3, 2026');
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(heading(canvas)).toHaveTextContent('December 2026');
  },
};

/** Overlapping meetings sit side by side in the day view; a free column is used again. */
export const Day: Story = {
  args: { defaultView: 'day' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standup = canvas.getByRole('button', { name: /Stand-up/ });
    const design = canvas.getByRole('button', { name: /Design critique/ });
    const security = canvas.getByRole('button', { name: /Security audit/ });
    const left = (button: HTMLElement) => button.getBoundingClientRect().left;
    await expect(left(standup)).not.toBe(left(design));
    await expect(left(design)).not.toBe(left(security));
    // The stand-up is over when the audit starts, so the audit takes its column again.
    await expect(left(security)).toBe(left(standup));
  },
};

/** A busy day shows "+N more", which opens the day's full list; an event opens its details. */
export const MoreEvents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+3 more' }));
    const list = await within(document.body).findByRole('dialog', { name: 'Thursday, November 26, 2026' });
    await expect(within(list).getAllByRole('button', { name: /:/ })).toHaveLength(5);
    await userEvent.click(within(list).getByRole('button', { name: /Client call/ }));
    const details = await within(document.body).findByRole('dialog', { name: 'Client call' });
    await expect(details).toHaveTextContent('no description');
    await expect(args.onEventOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'client' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Arrows move between days, Page Down to the next month, Enter opens the focused day. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('button', { name: 'Thursday, November 26, 2026, 5 events' });
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Friday, November 27, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(heading(canvas)).toHaveTextContent('December 2026');
    await expect(canvas.getByRole('button', { name: 'Friday, December 4, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{PageUp}');
    await expect(canvas.getByRole('button', { name: 'Monday, October 26, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}{Enter}');
    await expect(heading(canvas)).toHaveTextContent('Thursday, November 26, 2026');
    const slot = canvas.getByRole('gridcell', { name: 'Thursday, November 26, 2026 10:00 AM' });
    await expect(slot).toHaveAttribute('tabindex', '0');
    slot.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('gridcell', { name: 'Thursday, November 26, 2026 11:00 AM' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Stand-up/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const details = await within(document.body).findByRole('dialog', { name: 'Stand-up' });
    await waitFor(() => expect(details).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Right to left: the grid runs from the right and Left moves to the next day. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Thursday, November 26, 2026, 5 events' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Friday, November 27, 2026' })).toHaveFocus();
  },
};

/** Week starting on Monday, as much of Europe reads it. */
export const MondayFirst: Story = {
  args: { weekStartsOn: 1 },
  play: async ({ canvasElement }) => {
    const headers = within(canvasElement).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAccessibleName('Monday');
  },
};

/** Hostile titles show literally, never as markup; events with broken dates never break the month. */
export const HostileTitles: Story = {
  args: {
    maxEventLines: 8,
    entries: [
      ...hostileTitles.map((title, index) => ({
        id: `naughty-${index}`,
        title,
        start: new Date(2026, 10, 1 + index, 9),
      })),
      { id: 'broken', title: 'Broken date', start: new Date('not a date') },
      {
        id: 'backwards',
        title: 'Ends before it starts',
        start: new Date(2026, 10, 3, 9),
        end: new Date(2026, 10, 2),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of hostileTitles.filter((text) => text.trim() !== '')) {
      await expect(canvas.getByText(title, { normalizer: (text) => text })).toBeInTheDocument();
    }
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // An event with no real start is left out; one ending before its start gets the default length.
    await expect(canvas.queryByText('Broken date')).toBeNull();
    await expect(canvas.getByText('Ends before it starts')).toBeVisible();
  },
};

/** On a phone the week scrolls sideways, each day kept wide enough to read its events. */
export const NarrowWeek: Story = {
  args: { defaultView: 'week' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thursday = canvas.getByRole('list', { name: 'Events on Thursday, November 26, 2026' });
    await expect(thursday.getBoundingClientRect().width).toBeGreaterThanOrEqual(80);
    // The week's frame scrolls sideways; the story around it does not.
    const ancestors: HTMLElement[] = [];
    for (let node = thursday.parentElement; node && node !== canvasElement; node = node.parentElement)
      ancestors.push(node);
    const scrollsSideways = (node: HTMLElement) =>
      getComputedStyle(node).overflowX === 'auto' && node.scrollWidth > node.clientWidth;
    await expect(ancestors.some(scrollsSideways)).toBe(true);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
