import { useState } from 'react';
import { faEarthAmericas, faMapLocationDot } from '@fortawesome/free-solid-svg-icons';
import { Icon, PageHeader, Select, Spinner, VectorMap, Widget, WorldMap, type MapMarker } from '@atrium/ui';
import styled from 'styled-components';
import { useCountryVisits, useMapStyle, useMapStyles } from '../../api/maps';

// Places inside the first view (45° N, 73° W at zoom 8), so the regional map opens with something to read.
const regionMarkers: MapMarker[] = [
  { key: 'montreal', coordinates: [-73.57, 45.5], label: 'Montréal' },
  { key: 'sherbrooke', coordinates: [-71.89, 45.4], label: 'Sherbrooke' },
  { key: 'burlington', coordinates: [-73.21, 44.48], label: 'Burlington' },
  { key: 'cornwall', coordinates: [-74.73, 45.02], label: 'Cornwall' },
];

const StyleBar = styled.div`
  max-inline-size: 280px;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

// The world map's own proportions, held while the visits load so the page below it stays put.
const WorldMapPlaceholder = styled.div`
  aspect-ratio: 800 / 360;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Maps: a pan-and-zoom map with a choice of styles, and visits per country on a world map. */
export default function MapsPage() {
  const styles = useMapStyles();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const styleKey = chosenKey ?? styles.data?.[0]?.key;
  const style = useMapStyle(styleKey);
  const visits = useCountryVisits();
  return (
    <>
      <PageHeader title="Maps" subtitle="Vector maps" />
      <Widget defaultTitle="Vector map" icon={<Icon icon={faMapLocationDot} />}>
        {/* Drawn, disabled, while the styles load, so the map below does not move down when they arrive. */}
        <StyleBar>
          <Select
            label="Map style"
            items={(styles.data ?? []).map((item) => ({ value: item.key, label: item.name }))}
            value={styleKey ?? null}
            isDisabled={!styles.data}
            onChange={(key) => key && setChosenKey(key)}
          />
        </StyleBar>
        {styles.isError && <Message role="alert">The map styles could not be loaded.</Message>}
        <VectorMap mapStyle={style.data} markers={regionMarkers} labels={{ map: 'Regional map' }} />
      </Widget>
      <Widget defaultTitle="Visits per country" icon={<Icon icon={faEarthAmericas} />}>
        {visits.data && <WorldMap values={visits.data} />}
        {visits.isPending && (
          <WorldMapPlaceholder>
            <Spinner aria-label="Loading visits" />
          </WorldMapPlaceholder>
        )}
        {visits.isError && <Message role="alert">The visits could not be loaded.</Message>}
      </Widget>
    </>
  );
}
