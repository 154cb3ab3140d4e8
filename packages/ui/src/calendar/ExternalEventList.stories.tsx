import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragWithPointer } from '../../test/dragWithPointer';
import type { ExternalEventTemplate } from './calendarDrag';
import { CalendarDragScope } from './CalendarDragScope';
import { calendarSample, calendarSampleNow } from './calendarSample';
import { EventCalendar } from './EventCalendar';
import { ExternalEventList, type ExternalEventListProps } from './ExternalEventList';

const templates: ExternalEventTemplate[] = [
  {
    id: 'meeting',
    title: 'Office Meeting',
    description: 'currently busy',
    className: 'bg-color-darken',
    icon: 'fa-user',
  },
  {
    id: 'lunch',
    title: 'Lunch Break',
    description: 'no description',
    className: 'bg-color-blue',
    icon: 'fa-clock-o',
  },
  {
    id: 'urgent',
    title: 'URGENT',
    description: 'urgent tasks',
    className: 'bg-color-red',
    icon: 'fa-warning',
  },
];

/** The list beside a calendar in one drag scope, both keeping what they report as an app saving it would. */
function ListAndCalendar({
  templates: initial,
  onTemplateRemove,
  view = 'month',
  ...props
}: ExternalEventListProps & { view?: 'month' | 'week' }) {
  const [shown, setShown] = useState(initial);
  const [entries, setEntries] = useState(calendarSample);
  return (
    <CalendarDragScope>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)', gap: 16 }}>
        <ExternalEventList
          {...props}
          templates={shown}
          onTemplateRemove={(template) => {
            onTemplateRemove?.(template);
            setShown((list) => list.filter((item) => item.id !== template.id));
          }}
        />
        <EventCalendar
          entries={entries}
          defaultDate={calendarSampleNow}
          now={() => calendarSampleNow}
          defaultView={view}
          onExternalDrop={(entry) => {
            setEntries((list) => [...list, { ...entry, id: `added-${list.length}` }]);
          }}
        />
      </div>
    </CalendarDragScope>
  );
}

const meta = {
  title: 'Widgets/EventCalendar/ExternalEventList',
  component: ExternalEventList,
  tags: ['autodocs'],
  render: (args) => <ListAndCalendar {...args} />,
  args: { templates, defaultRemoveAfterDrop: false, onTemplateRemove: fn() },
  argTypes: { templates: { control: 'object' } },
} satisfies Meta<typeof ExternalEventList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayCell = (canvas: ReturnType<typeof within>, day: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${day}`) }).closest('[role="gridcell"]') as HTMLElement;
const listOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: 'Draggable events' });

/** A template dragged onto a day makes an all-day event there; the template stays for the next drop. */
export const DropKeepsTemplate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lunch = within(listOf(canvas)).getByRole('button', { name: /Lunch Break/ });
    await dragWithPointer(lunch, dayCell(canvas, 'Thursday, November 12, 2026'));
    const day = dayCell(canvas, 'Thursday, November 12, 2026');
    await waitFor(() => expect(within(day).getByRole('button', { name: /Lunch Break/ })).toBeVisible());
    await expect(within(listOf(canvas)).getByRole('button', { name: /Lunch Break/ })).toBeVisible();
    await expect(args.onTemplateRemove).not.toHaveBeenCalled();
  },
};

/** With "Remove after drop" ticked, a dropped template leaves the list; the last one leaves a note. */
export const DropRemovesTemplate: Story = {
  args: { templates: templates.slice(2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remove after drop' }));
    const urgent = within(listOf(canvas)).getByRole('button', { name: /URGENT/ });
    await dragWithPointer(urgent, dayCell(canvas, 'Friday, November 13, 2026'));
    await waitFor(() =>
      expect(
        within(dayCell(canvas, 'Friday, November 13, 2026')).getByRole('button', { name: /URGENT/ }),
      ).toHaveClass('bg-color-red'),
    );
    await expect(args.onTemplateRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'urgent' }));
    await expect(canvas.queryByRole('list', { name: 'Draggable events' })).toBeNull();
    await expect(canvas.getByText('No events left to drag.')).toBeVisible();
  },
};

/**
 * From the keyboard: Space picks a template up, the first arrow takes it to the calendar's focused day, the
 * next ones move it, and Enter drops it; each step is announced.
 */
export const KeyboardDrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meeting = within(listOf(canvas)).getByRole('button', { name: /Office Meeting/ });
    const live = () => {
      const region = [...canvasElement.ownerDocument.querySelectorAll('[id^="DndLiveRegion"]')];
      return region.map((element) => element.textContent).join(' ');
    };
    meeting.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toContain('Picked up Office Meeting.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toContain('Office Meeting is over Thursday, November 26, 2026.'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live()).toContain('Office Meeting is over Friday, November 27, 2026.'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(live()).toContain('Office Meeting added to Friday, November 27, 2026.'));
    const friday = dayCell(canvas, 'Friday, November 27, 2026');
    await expect(within(friday).getByRole('button', { name: /Office Meeting/ })).toBeVisible();
  },
};

/** In the week view a template dropped on an hour makes a one-hour event from that hour. */
export const DropOnHour: Story = {
  render: (args) => <ListAndCalendar {...args} view="week" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lunch = within(listOf(canvas)).getByRole('button', { name: /Lunch Break/ });
    await dragWithPointer(
      lunch,
      canvas.getByRole('gridcell', { name: 'Tuesday, November 24, 2026 1:00 PM' }),
    );
    const tuesday = canvas.getByRole('list', { name: 'Events on Tuesday, November 24, 2026' });
    await expect(await within(tuesday).findByRole('button', { name: /1:00 PM\s*Lunch Break/ })).toBeVisible();
  },
};
