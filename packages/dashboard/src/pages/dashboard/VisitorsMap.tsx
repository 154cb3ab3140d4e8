import { CountryRanking, WorldMap } from '@atrium/ui';
import styled from 'styled-components';
import { useCountryVisits } from '../../api/maps';
import { QueryContent } from './QueryContent';

const MapAndRanking = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The world coloured by visits per country (`visits.json`) and the countries ranked below it, six a page as
 * in the template; its own module, loaded when scrolled to.
 */
export default function VisitorsMap() {
  const visits = useCountryVisits();
  return (
    <QueryContent query={visits} what="visits">
      {(values) => (
        <MapAndRanking>
          <WorldMap values={values} />
          <CountryRanking values={values} />
        </MapAndRanking>
      )}
    </QueryContent>
  );
}
