import type { Meta, StoryObj } from '@storybook/react-vite';
import { format, setDate } from 'date-fns';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import type { DataAdapter } from '../../data/resource';
import { localAdapter } from '../../data/localAdapter';
import { inShellContent } from '../misc/shellContentDecorator';
import CalendarPage from './CalendarPage';

// Each story starts from the demo's generated events in a fresh store, so added events never leak between them.
let store = memoryStore();

/** An events answer with one unreadable start and one unreadable end among readable events. */
const withBrokenDates: typeof fetch = (input, init) =>
  String(input).endsWith('events.json')
    ? Promise.resolve(
        Response.json([
          { id: 'ok', title: 'Readable event', start: '2026-01-02T10:00:00' },
          { id: 'bad-start', title: 'Broken start', start: 'next Tuesday' },
          { id: 'bad-end', title: 'Broken end', start: '2026-01-03', end: '2026-02-31T99:00' },
        ]),
      )
    : fetch(input, init);

// Set by a story to make every later change fail, as a server refusing it would.
let isRefusingWrites = false;
/** The browser-storage adapter over this story's store, refusing changes while `isRefusingWrites` is set. */
const refusableAdapter: DataAdapter = {
  resource: (definition, environment) => {
    const resource = localAdapter({ store }).resource(definition, environment);
    return {
      ...resource,
      update: (id, changes) =>
        isRefusingWrites
          ? Promise.reject(new Error('The server refused the change'))
          : resource.update(id, changes),
    };
  },
};

/** The page on the demo's api/ files, or on `fetch`'s answers when given. */
function CalendarScreen({ fetch: fetchImpl }: { fetch?: typeof fetch }) {
  return (
    <DataProvider baseUrl="api" fetch={fetchImpl} data={refusableAdapter}>
      <CalendarPage />
    </DataProvider>
  );
}

const meta = {
  title: 'Screens/Calendar/CalendarPage',
  component: CalendarScreen,
  tags: ['autodocs'],
  argTypes: { fetch: { control: false } },
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    store = memoryStore();
    isRefusingWrites = false;
  },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { timeout: 15_000 };

/**
 * The demo's events show in the current month. The add-event panel adds to the draggable events: at most 40
 * characters per text, empty texts become "Untitled Event" and "no description", and the chosen colour and
 * icon reach the event a drop makes.
 */
export const AddEvent: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Calendar');
    await expect(await screen.findByRole('button', { name: /All-hands meeting/ }, loaded)).toBeVisible();

    const title = screen.getByRole('textbox', { name: 'Event title' });
    const description = screen.getByRole('textbox', { name: 'Event description' });
    await userEvent.type(title, 'A title well over the forty character limit');
    await expect(title).toHaveValue('A title well over the forty character li');
    await userEvent.type(description, 'x'.repeat(45));
    await expect(description).toHaveValue('x'.repeat(40));
    await userEvent.clear(title);
    await userEvent.clear(description);

    // The draggable events are stored too; added ones join the list once it has loaded.
    const draggable = await screen.findByRole('list', { name: 'Draggable events' }, loaded);
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await expect(
      await within(draggable).findByRole('button', { name: /Untitled Event\s*no description/ }, loaded),
    ).toBeVisible();

    await userEvent.type(title, 'Board meeting');
    await userEvent.type(description, 'Budget for next year');
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Locked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const added = await within(draggable).findByRole('button', { name: /Board meeting/ });
    await expect(added).toHaveClass('bg-color-red');
    await expect(added.querySelector('svg[data-icon="lock"]')).not.toBeNull();
    // The texts are cleared for the next event; colour and icon stay chosen.
    await expect(title).toHaveValue('');
    await expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();

    // Dropped from the keyboard on the focused day (today), it becomes an event and, as "Remove after drop"
    // starts ticked, leaves the list.
    added.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const event = await within(screen.getByRole('grid')).findByRole('button', { name: /Board meeting/ });
    await expect(event).toHaveClass('bg-color-red');
    await expect(within(draggable).queryByRole('button', { name: /Board meeting/ })).toBeNull();
    await userEvent.click(event);
    const details = await within(document.body).findByRole('dialog', { name: 'Board meeting' });
    await expect(details).toHaveTextContent('Budget for next year');
  },
};

/** Events whose dates cannot be read are left out, and a notice says how many. */
export const UnreadableDates: Story = {
  args: { fetch: withBrokenDates },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('button', { name: /Readable event/ }, loaded)).toBeVisible();
    await expect(screen.getByText('2 events with unreadable dates are not shown.')).toBeVisible();
    await expect(screen.queryByText('Broken start')).toBeNull();
    await expect(screen.queryByText('Broken end')).toBeNull();
  },
};

/** The day number of the month cell an event is drawn in. */
const dayOfEvent = (event: HTMLElement) =>
  event.closest('[role="gridcell"]')?.querySelector('button[data-roving]')?.textContent;

/** Moves the demo's all-hands meeting a day later from the keyboard, as a drag with the mouse would. */
async function moveAllHandsByKeyboard(screen: ReturnType<typeof within>) {
  const event = await screen.findByRole('button', { name: /All-hands meeting/ }, loaded);
  await expect(dayOfEvent(event)).toBe('2');
  event.focus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard(' ');
}

/** An event dragged to another day is saved there through the events resource. */
export const MoveEvent: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await moveAllHandsByKeyboard(screen);
    await waitFor(() =>
      expect(dayOfEvent(screen.getByRole('button', { name: /All-hands meeting/ }))).toBe('3'),
    );
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** A move the backend refuses goes back where it was, and a message says so. */
export const RefusedMove: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('button', { name: /All-hands meeting/ }, loaded);
    isRefusingWrites = true;
    await moveAllHandsByKeyboard(screen);
    await expect(
      await screen.findByText('The change to All-hands meeting could not be saved; it is back where it was.'),
    ).toBeVisible();
    await expect(dayOfEvent(screen.getByRole('button', { name: /All-hands meeting/ }))).toBe('2');
  },
};

/** An opened event can be deleted; Undo brings it back as it was. */
export const DeleteAndUndo: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /All-hands meeting/ }, loaded));
    const details = await within(document.body).findByRole('dialog', { name: 'All-hands meeting' });
    await userEvent.click(within(details).getByRole('button', { name: 'Delete event' }));
    await expect(await screen.findByText(/Deleted All-hands meeting\./)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: /All-hands meeting/ })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const restored = await screen.findByRole('button', { name: /All-hands meeting/ });
    await expect(dayOfEvent(restored)).toBe('2');
    await expect(screen.queryByText(/Deleted All-hands meeting\./)).toBeNull();
  },
};

/** A file with a weekly event on days of the current month the demo leaves free: the 3rd, 10th and 17th. */
function weeklyFile() {
  const start = setDate(new Date(), 3);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other app//EN',
    'BEGIN:VEVENT',
    'UID:review@example.com',
    'SUMMARY:Weekly review',
    `DTSTART:${format(start, "yyyyMMdd'T'100000")}`,
    `DTEND:${format(start, "yyyyMMdd'T'110000")}`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

/** An imported .ics file's events, a repeating one as each of its occurrences, join the calendar. */
export const ImportFile: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('button', { name: /All-hands meeting/ }, loaded);
    // The Import button opens the browser's file dialog; the file is handed to its input as that dialog would.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([weeklyFile()], 'review.ics', { type: 'text/calendar' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(
      await screen.findByText(
        'Imported 3 events from 1 calendar entry, repeats within a year of today included.',
      ),
    ).toBeVisible();
    const month = screen.getByRole('grid');
    await waitFor(() =>
      expect(
        within(month)
          .getAllByRole('button', { name: /Weekly review/ })
          .map(dayOfEvent),
      ).toEqual(['3', '10', '17']),
    );
  },
};
