import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragWithPointer } from '../../test/dragWithPointer';
import { EventCalendar, type EventCalendarProps } from './EventCalendar';
import type { CalendarEntry } from './calendarMath';
import { calendarSample, calendarSampleNow } from './calendarSample';

/** The calendar keeping the changes it reports, as an app saving them would. */
function EditableCalendar({ entries, onEntryChange, ...props }: EventCalendarProps) {
  const [shown, setShown] = useState(entries);
  return (
    <EventCalendar
      {...props}
      entries={shown}
      onEntryChange={(next: CalendarEntry, previous: CalendarEntry) => {
        onEntryChange?.(next, previous);
        setShown((list) => list.map((entry) => (entry.id === next.id ? next : entry)));
      }}
    />
  );
}

const meta = {
  title: 'Widgets/EventCalendar/Editing',
  component: EventCalendar,
  tags: ['autodocs'],
  render: (args) => <EditableCalendar {...args} />,
  args: {
    entries: calendarSample,
    defaultDate: calendarSampleNow,
    now: () => calendarSampleNow,
    defaultView: 'month',
    onEntryChange: fn(),
    onEntryDelete: fn(),
  },
  argTypes: {
    defaultView: { control: 'inline-radio', options: ['month', 'week', 'day'] },
    entries: { control: 'object' },
    now: { control: false },
    locale: { control: false },
  },
} satisfies Meta<typeof EventCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

// dnd-kit's live regions, read together: their ids come from a page-wide counter, so which one belongs to this
// calendar depends on what the page rendered before.
const announcements = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll('[id^="DndLiveRegion"]')]
    .map((region) => region.textContent)
    .join(' ');
const cell = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('gridcell', { name });
const dayOf = (canvas: ReturnType<typeof within>, day: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${day}`) }).closest('[role="gridcell"]') as HTMLElement;

/** The mouse drags an event to another day of the month; it keeps its time. */
export const DragToMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('button', { name: /Quarterly review/ });
    await dragWithPointer(review, dayOf(canvas, 'Thursday, November 12, 2026'));
    await waitFor(() =>
      expect(args.onEntryChange).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 'review',
          start: new Date(2026, 10, 12, 9),
          end: new Date(2026, 10, 12, 11),
        }),
        expect.objectContaining({ start: new Date(2026, 10, 10, 9) }),
      ),
    );
    const thursday = dayOf(canvas, 'Thursday, November 12, 2026');
    await expect(within(thursday).getByRole('button', { name: /Quarterly review/ })).toBeVisible();
  },
};

/** Space picks an event up, the arrows move it a day or a week, Space drops it; each step is announced. */
export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('button', { name: /Quarterly review/ });
    const announced = () => announcements(canvasElement);
    review.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(announced()).toContain('Picked up Quarterly review.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(announced()).toContain('Quarterly review is over Tuesday, November 17, 2026.'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(announced()).toContain('Quarterly review moved to Wednesday, November 18, 2026.'),
    );
    await expect(args.onEntryChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'review', start: new Date(2026, 10, 18, 9) }),
      expect.anything(),
    );
    // Escape puts a picked-up event back and reports nothing.
    canvas.getByRole('button', { name: /Payroll/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(announced()).toContain('Moving Payroll was cancelled; it is back where it was.'),
    );
    await expect(args.onEntryChange).toHaveBeenCalledTimes(1);
  },
};

/** In the week view an event moves to another hour and its bottom edge drags its end. */
export const WeekMoveAndResize: Story = {
  args: { defaultView: 'week' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const client = canvas.getByRole('button', { name: /Client call$/ });
    await dragWithPointer(client, cell(canvas, 'Friday, November 27, 2026 5:00 PM'));
    await waitFor(() =>
      expect(args.onEntryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          id: 'client',
          start: new Date(2026, 10, 27, 17),
          end: new Date(2026, 10, 27, 18),
        }),
        expect.anything(),
      ),
    );
    const handle = await canvas.findByRole('button', { name: 'Change when Lunch Break ends' });
    await dragWithPointer(handle, cell(canvas, 'Thursday, November 26, 2026 2:00 PM'));
    await waitFor(() =>
      expect(args.onEntryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          id: 'lunch',
          start: new Date(2026, 10, 26, 12),
          end: new Date(2026, 10, 26, 15),
        }),
        expect.anything(),
      ),
    );
    // From the keyboard: the end moves an hour up, announced with its new time.
    const lunchEnd = canvas.getByRole('button', { name: 'Change when Lunch Break ends' });
    const announced = () => announcements(canvasElement);
    lunchEnd.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announced()).toContain('Lunch Break would end at 2:00 PM.'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toContain('Lunch Break now ends at 2:00 PM.'));
    await expect(args.onEntryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'lunch', end: new Date(2026, 10, 26, 14) }),
      expect.anything(),
    );
  },
};

/** A calendar without `onEntryChange` is read-only: nothing drags and no resize handles show. */
export const ReadOnly: Story = {
  render: (args) => <EventCalendar {...args} onEntryChange={undefined} />,
  args: { defaultView: 'week' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Change when/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Client call$/ })).not.toHaveAttribute(
      'aria-roledescription',
    );
  },
};

/** An opened event offers Delete when the app handles it; the calendar reports which event. */
export const DeleteFromDetails: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Quarterly review/ }));
    const details = await within(document.body).findByRole('dialog', { name: 'Quarterly review' });
    await userEvent.click(within(details).getByRole('button', { name: 'Delete event' }));
    await expect(args.onEntryDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'review' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
