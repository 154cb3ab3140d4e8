import { lazy } from 'react';
import { Icon, useTranslation, Widget } from '@atrium/ui';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons';
import { BelowTheFold } from './BelowTheFold';

const VisitorsMap = lazy(() => import('./VisitorsMap'));

/** The "Visitors" widget: the world coloured by visits per country, and the top countries in a table. */
export function VisitorsWidget() {
  const { t } = useTranslation();
  return (
    <Widget defaultTitle={t('Visitors')} icon={<Icon icon={faLocationDot} />}>
      <BelowTheFold height={560}>
        <VisitorsMap />
      </BelowTheFold>
    </Widget>
  );
}
