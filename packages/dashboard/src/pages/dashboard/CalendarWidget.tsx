import { lazy } from 'react';
import { faCalendarDays } from '@fortawesome/free-solid-svg-icons';
import { Icon, useTranslation, Widget } from '@atrium/ui';
import { BelowTheFold } from './BelowTheFold';

const CalendarWidgetBody = lazy(() => import('./CalendarWidgetBody'));

/** The dashboard's calendar: this month's events, with the calendar's own view and date controls. */
export function CalendarWidget() {
  const { t } = useTranslation();
  return (
    <Widget defaultTitle={t('My Events')} icon={<Icon icon={faCalendarDays} />} buttons={{ edit: false }}>
      <BelowTheFold height={670}>
        <CalendarWidgetBody />
      </BelowTheFold>
    </Widget>
  );
}
