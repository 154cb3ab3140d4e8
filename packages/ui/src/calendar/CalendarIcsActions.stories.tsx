import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarIcsActions } from './CalendarIcsActions';
import { calendarSample } from './calendarSample';

const meta = {
  title: 'Widgets/EventCalendar/CalendarIcsActions',
  component: CalendarIcsActions,
  tags: ['autodocs'],
  args: {
    getEntries: () => calendarSample.slice(0, 3),
    onImport: fn(),
    onExport: fn(),
    fileName: 'calendar.ics',
  },
  argTypes: { getEntries: { control: false } },
} satisfies Meta<typeof CalendarIcsActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses `text` as the file of the hidden file input, as the browser's file dialog would. */
function chooseFile(canvasElement: HTMLElement, text: string, name = 'events.ics') {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(new File([text], name, { type: 'text/calendar' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const goodFile = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Other app//EN',
  'BEGIN:VEVENT',
  'UID:launch@example.com',
  'SUMMARY:Product launch',
  'DTSTART:20261201T150000',
  'DTEND:20261201T160000',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** Export downloads the given events as one .ics file. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export (.ics)' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
    const ics = (args.onExport as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    await expect(ics).toContain('SUMMARY:Team offsite');
    await expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  },
};

/**
 * A good file hands over its events, repeats expanded, and says how many; a broken one says why and hands over
 * nothing.
 */
export const Import: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, goodFile);
    await expect(await canvas.findByText('Imported 1 event.')).toBeVisible();
    await expect(args.onImport).toHaveBeenCalledWith([
      expect.objectContaining({
        id: 'launch@example.com',
        title: 'Product launch',
        start: new Date(2026, 11, 1, 15),
      }),
    ]);

    // A weekly event with one week left out arrives as its occurrences, and the message says from how many
    // entries they came.
    chooseFile(
      canvasElement,
      goodFile.replace(
        'DTEND:20261201T160000',
        'DTEND:20261201T160000\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEXDATE:20261208T150000',
      ),
    );
    await expect(
      await canvas.findByText(
        'Imported 3 events from 1 calendar entry, repeats within a year of today included.',
      ),
    ).toBeVisible();
    await expect(args.onImport).toHaveBeenLastCalledWith([
      expect.objectContaining({ start: new Date(2026, 11, 1, 15) }),
      expect.objectContaining({ start: new Date(2026, 11, 15, 15) }),
      expect.objectContaining({ start: new Date(2026, 11, 22, 15) }),
    ]);

    chooseFile(canvasElement, goodFile.replace('DTEND:20261201T160000', 'RRULE:FREQ=NOW-AND-THEN'));
    await expect(
      await canvas.findByText(
        'An event in this file has a repeat rule that cannot be read. Nothing was imported.',
      ),
    ).toBeVisible();

    chooseFile(canvasElement, '<html>not a calendar</html>', 'page.html');
    await expect(
      await canvas.findByText('This file is not an iCalendar (.ics) file. Nothing was imported.'),
    ).toBeVisible();
    chooseFile(canvasElement, goodFile.replace('DTSTART:20261201T150000\r\n', ''));
    await expect(
      await canvas.findByText('An event in this file has no readable start date. Nothing was imported.'),
    ).toBeVisible();
    await expect(args.onImport).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
