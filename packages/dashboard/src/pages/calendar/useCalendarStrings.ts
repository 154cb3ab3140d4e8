import { useMemo } from 'react';
import { useTranslation, type EventCalendarStrings } from '@atrium/ui';

/** The calendar's texts in the page's language. */
export function useCalendarStrings(): EventCalendarStrings {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      today: t('Today'),
      previous: t('Previous'),
      next: t('Next'),
      month: t('Month'),
      week: t('Week'),
      day: t('Day'),
      views: t('Calendar view'),
      allDay: t('All day'),
      more: (count: number) => t('+{count} more', { count }),
      dayLabel: (date: string, count: number) =>
        count === 0
          ? date
          : count === 1
            ? t('{date}, 1 event', { date })
            : t('{date}, {count} events', { date, count }),
      eventsOn: (date: string) => t('Events on {date}', { date }),
      close: t('Close'),
      noDescription: t('no description'),
      deleteEvent: t('Delete event'),
      dragInstructions: t(
        'To move this event, press Space, use the arrow keys to reach another day or hour, then press Space or Enter to drop it, or Escape to cancel. Press Enter to open it.',
      ),
      resizeHandle: (title: string) => t('Change when {title} ends', { title }),
      pickedUp: (title: string) => t('Picked up {title}.', { title }),
      over: (title: string, place: string) => t('{title} is over {place}.', { title, place }),
      notOver: (title: string) => t('{title} is not over a day.', { title }),
      dropped: (title: string, place: string) => t('{title} moved to {place}.', { title, place }),
      cancelled: (title: string) => t('Moving {title} was cancelled; it is back where it was.', { title }),
      resizePickedUp: (title: string, time: string) =>
        t('Picked up the end of {title}, now {time}.', { title, time }),
      endOver: (title: string, time: string) => t('{title} would end at {time}.', { title, time }),
      endDropped: (title: string, time: string) => t('{title} now ends at {time}.', { title, time }),
      templatePickedUp: (title: string) =>
        t('Picked up {title}. Use the arrow keys to reach a day or hour of the calendar.', { title }),
      externalDropped: (title: string, place: string) => t('{title} added to {place}.', { title, place }),
      externalCancelled: (title: string) => t('{title} was not added to the calendar.', { title }),
    }),
    [t],
  );
}
