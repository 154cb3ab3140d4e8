import { WorldMap } from '@atrium/ui';

// Visits by ISO 3166 numeric country code: France, Germany, the United States.
const visits = { '250': 12400, '276': 9800, '840': 31200 };

export default function VisitorsMap() {
  return <WorldMap values={visits} />;
}
