import { lazy } from 'react';
import { Icon, Widget } from '@atrium/ui';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons';
import { BelowTheFold } from './BelowTheFold';

const VisitorsMap = lazy(() => import('./VisitorsMap'));

/** The "Visitors" widget: the world coloured by visits per country, and the top countries in a table. */
export function VisitorsWidget() {
  return (
    <Widget defaultTitle="Visitors" icon={<Icon icon={faLocationDot} />}>
      <BelowTheFold height={560}>
        <VisitorsMap />
      </BelowTheFold>
    </Widget>
  );
}
