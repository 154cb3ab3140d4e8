import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import { AtriumProvider, EventCalendar, type CalendarEntry } from '@atrium/ui';

const eventCount = 2_000;
const runs = 7;
// Both calendars show at most this many events in a day cell, the rest behind "+N more".
const eventsPerDay = 3;
const firstShown = new Date(2026, 5, 15);
const colours = ['bg-color-blue', 'bg-color-green', 'bg-color-red', 'bg-color-orange', 'bg-color-purple'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

/** Resolves after the next frame has been painted. */
const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

/** 2,000 events over the year around the first month shown: about five a day, a fifth of them all-day. */
function sampleEvents(): CalendarEntry[] {
  const yearStart = new Date(2026, 0, 1).getTime();
  const hour = 3_600_000;
  return Array.from({ length: eventCount }, (_, index) => {
    const day = Math.floor((index * 365) / eventCount);
    const start = new Date(yearStart + day * 24 * hour + (8 + (index % 9)) * hour);
    const allDay = index % 5 === 0;
    return {
      id: `event-${index}`,
      title: `Event ${index + 1}`,
      className: colours[index % colours.length],
      start: allDay ? new Date(start.getFullYear(), start.getMonth(), start.getDate()) : start,
      end: allDay ? undefined : new Date(start.getTime() + (1 + (index % 3)) * hour),
      allDay,
    };
  });
}

/** What the scenario needs of either calendar: how to draw it, and its button to the next month. */
interface CalendarUnderTest {
  draw: (events: readonly CalendarEntry[]) => ReactElement;
  nextButton: (container: HTMLElement) => HTMLElement;
}

const atrium: CalendarUnderTest = {
  draw: (events) => (
    <AtriumProvider>
      <EventCalendar
        entries={events}
        defaultDate={firstShown}
        now={() => firstShown}
        maxEventLines={eventsPerDay}
      />
    </AtriumProvider>
  ),
  nextButton: (container) => container.querySelector<HTMLElement>('button[aria-label="Next"]')!,
};

const fullCalendar: CalendarUnderTest = {
  draw: (events) => (
    <FullCalendar
      plugins={[dayGridPlugin]}
      initialView="dayGridMonth"
      initialDate={firstShown}
      now={firstShown}
      dayMaxEvents={eventsPerDay}
      events={events.map(({ id, title, start, end, allDay, className }) => ({
        id,
        title,
        start,
        end,
        allDay,
        className,
      }))}
    />
  ),
  nextButton: (container) => container.querySelector<HTMLElement>('.fc-next-button')!,
};

/** Medians of the first month drawn (render to painted) and of a switch to the next month (click to painted). */
async function timesOf(container: HTMLElement, calendar: CalendarUnderTest) {
  const events = sampleEvents();
  const firstRender: number[] = [];
  const monthSwitch: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const root = createRoot(container);
    let start = performance.now();
    flushSync(() => root.render(calendar.draw(events)));
    await painted();
    firstRender.push(performance.now() - start);
    const title = container.textContent;
    start = performance.now();
    calendar.nextButton(container).click();
    await painted();
    if (container.textContent === title) throw new Error('The month did not change');
    monthSwitch.push(performance.now() - start);
    root.unmount();
    await painted();
  }
  return { firstRender: median(firstRender), monthSwitch: median(monthSwitch) };
}

/**
 * The event calendar's month view with 2,000 events, against FullCalendar's (`@fullcalendar/react` with the
 * day grid) on the same events in the same run: the first month drawn and a switch to the next month.
 */
export default async function eventCalendar(container: HTMLElement) {
  const ours = await timesOf(container, atrium);
  const theirs = await timesOf(container, fullCalendar);
  return {
    'calendar 2k events: first month render (ms)': { ms: ours.firstRender, baseline: theirs.firstRender },
    'calendar 2k events: month switch (ms)': { ms: ours.monthSwitch, baseline: theirs.monthSwitch },
    'calendar 2k events, FullCalendar: first month render (ms)': theirs.firstRender,
    'calendar 2k events, FullCalendar: month switch (ms)': theirs.monthSwitch,
  };
}
