import { Icon, Widget, WorldMap } from '@atrium/ui';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons';
import { useCountryVisits } from '../../api/maps';
import { QueryContent } from './QueryContent';

/** The "Visitors" widget: the world coloured by visits per country (`visits.json`). */
export function VisitorsWidget() {
  const visits = useCountryVisits();
  return (
    <Widget defaultTitle="Visitors" icon={<Icon icon={faLocationDot} />}>
      <QueryContent query={visits} what="visits">
        {(values) => <WorldMap values={values} />}
      </QueryContent>
    </Widget>
  );
}
