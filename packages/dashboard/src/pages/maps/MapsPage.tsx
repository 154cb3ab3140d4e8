import { useMemo } from 'react';
import { faEarthAmericas, faMapLocationDot } from '@fortawesome/free-solid-svg-icons';
import {
  DeferUntilVisible,
  Icon,
  PageHeader,
  Select,
  Skeleton,
  SlippyMap,
  Spinner,
  Widget,
  WorldMap,
  useTranslation,
  type SlippyMapMarker,
} from '@atrium/ui';
import styled from 'styled-components';
import { useCountryVisits, useMapStyle, useMapStyles } from '../../api/maps';
import { useMapTiles } from '../../mapTiles';
import { useChosenMapStyle } from './useChosenMapStyle';

// Places inside the first view (45° N, 73° W at zoom 8), so the street map opens with something to read.
const regionMarkers: readonly SlippyMapMarker[] = [
  { key: 'montreal', coordinates: [-73.57, 45.5], label: 'Montréal', description: 'Head office' },
  {
    key: 'sherbrooke',
    coordinates: [-71.89, 45.4],
    label: 'Sherbrooke',
    description: 'Eastern Townships office',
  },
  { key: 'burlington', coordinates: [-73.21, 44.48], label: 'Burlington', description: 'Vermont warehouse' },
  { key: 'cornwall', coordinates: [-74.73, 45.02], label: 'Cornwall', description: 'Ontario depot' },
];

const StyleBar = styled.div`
  max-inline-size: 280px;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

// The world map's own proportions, held while it loads so the page below it stays put.
const WorldMapPlaceholder = styled.div`
  aspect-ratio: 800 / 360;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Maps: a street map in the chosen style (remembered), and visits per country on a world map whose atlas
 * loads when it is scrolled to, so a first visit fetches only the street map.
 */
export default function MapsPage() {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const styles = useMapStyles();
  const [styleKey, chooseStyle] = useChosenMapStyle(styles.data);
  const style = useMapStyle(styleKey);
  const markers = useMemo(
    () =>
      regionMarkers.map((marker) => ({
        ...marker,
        label: t(marker.label),
        description: marker.description && t(marker.description),
      })),
    [t],
  );
  return (
    <>
      <PageHeader title={t('Maps')} subtitle={t('Vector maps')} />
      <Widget defaultTitle={t('Street map')} icon={<Icon icon={faMapLocationDot} />}>
        {/* Drawn, disabled, while the styles load, so the map below does not move down when they arrive. */}
        <StyleBar>
          <Select
            label={t('Map style')}
            items={(styles.data ?? []).map((item) => ({ value: item.key, label: t(item.name) }))}
            value={styleKey ?? null}
            isDisabled={!styles.data}
            onChange={(key) => key && chooseStyle(key)}
          />
        </StyleBar>
        {styles.isError && <Message role="alert">{t('The map styles could not be loaded.')}</Message>}
        <SlippyMap tiles={tiles} mapStyle={style.data} markers={markers} />
      </Widget>
      <Widget defaultTitle={t('Visits per country')} icon={<Icon icon={faEarthAmericas} />}>
        <DeferUntilVisible fallback={<Skeleton variant="rectangle" height={360} />}>
          <WorldVisits />
        </DeferUntilVisible>
      </Widget>
    </>
  );
}

function WorldVisits() {
  const { t } = useTranslation();
  const visits = useCountryVisits();
  return (
    <>
      {visits.data && <WorldMap values={visits.data} />}
      {visits.isPending && (
        <WorldMapPlaceholder>
          <Spinner aria-label={t('Loading visits')} />
        </WorldMapPlaceholder>
      )}
      {visits.isError && <Message role="alert">{t('The visits could not be loaded.')}</Message>}
    </>
  );
}
