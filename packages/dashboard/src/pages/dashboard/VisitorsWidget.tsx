import { lazy } from 'react';
import { Icon, Widget } from '@atrium/ui';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons';
import { BelowTheFold } from './BelowTheFold';

const VisitorsMap = lazy(() => import('./VisitorsMap'));

/** The "Visitors" widget: the world coloured by visits per country. */
export function VisitorsWidget() {
  return (
    <Widget defaultTitle="Visitors" icon={<Icon icon={faLocationDot} />}>
      <BelowTheFold height={320}>
        <VisitorsMap />
      </BelowTheFold>
    </Widget>
  );
}
