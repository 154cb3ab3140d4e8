import { useMemo, useState } from 'react';
import { Alert, EventCalendar, useTranslation } from '@atrium/ui';
import { calendarEventResource } from '../../api/resourceDefinitions';
import { useResourceList } from '../../data/useResource';
import { useDateFnsLocale } from '../../i18n/useDateFnsLocale';
import { toCalendarEntries } from '../calendar/calendarEventEntries';
import { useCalendarStrings } from '../calendar/useCalendarStrings';

/**
 * The events of the `events` resource by month, week or day, as on /calendar; changes are made there, so here
 * events open but do not move.
 */
export default function CalendarWidgetBody() {
  const { t } = useTranslation();
  const dateLocale = useDateFnsLocale();
  // One "now" per visit, so the demo's events and today's marker never disagree after midnight.
  const [now] = useState(() => new Date());
  const list = useResourceList(calendarEventResource);
  const { entries } = useMemo(() => toCalendarEntries(list.data?.records ?? [], now), [list.data, now]);
  const strings = useCalendarStrings();
  return (
    <>
      {list.isError && <Alert variant="warning">{t('The events could not be loaded.')}</Alert>}
      <EventCalendar entries={entries} now={() => now} strings={strings} locale={dateLocale} />
    </>
  );
}
