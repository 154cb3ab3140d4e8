import { WorldMap } from '@atrium/ui';
import { useCountryVisits } from '../../api/maps';
import { QueryContent } from './QueryContent';

/** The world coloured by visits per country (`visits.json`); its own module, loaded when scrolled to. */
export default function VisitorsMap() {
  const visits = useCountryVisits();
  return (
    <QueryContent query={visits} what="visits">
      {(values) => <WorldMap values={values} />}
    </QueryContent>
  );
}
