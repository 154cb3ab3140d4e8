import { memo, useCallback, useId, type ReactNode } from 'react';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useNumberFormatter, VisuallyHidden } from 'react-aria';
import { ComposableMap, Geography } from 'react-simple-maps';
import type { Feature, Geometry } from 'geojson';
import { Spinner } from '../spinner';
import { showInTopLayer } from '../tooltip/topLayer';
import { useCountryShapes } from './useCountryShapes';
import type { MapGeography } from './useMapGeography';
import {
  countryAttribute,
  countryNameAttribute,
  useWorldMap,
  type UseWorldMapOptions,
  type WorldMapCountry,
  type WorldMapState,
} from './useWorldMap';
import {
  CountryShapes,
  Legend,
  LegendItem,
  LegendList,
  LegendTitle,
  MapCanvas,
  MapError,
  MapFigure,
  MapStatus,
  MapTooltipBubble,
  Swatch,
} from './WorldMap.styles';
import { translateStrings, useTranslation } from '../i18n';

/** Texts of {@link WorldMap}; every one can be replaced, e.g. with a translation. */
export interface WorldMapLabels {
  /** Accessible name of the whole figure. */
  map: string;
  /** Title of the legend and of the value column in the table. */
  legend: string;
  noData: string;
  loading: string;
  error: string;
  tableCaption: string;
  countryColumn: string;
}

const defaultLabels: WorldMapLabels = {
  map: 'Visits per country',
  legend: 'Visits',
  noData: 'No data',
  loading: 'Loading map',
  error: 'The map could not be loaded.',
  tableCaption: 'Visits per country, largest first',
  countryColumn: 'Country',
};

/** Props of {@link WorldMap}. */
export interface WorldMapProps extends UseWorldMapOptions {
  labels?: Partial<WorldMapLabels>;
  /** Text for a value, after the country name: `12,400 visits` by default. */
  formatValue?: (value: number, formatted: string) => string;
  /** Rows of the visually hidden table of countries; all countries with a value by default. */
  tableLimit?: number;
  /** Width and height of the drawing's coordinate space; the map scales to its container's width. */
  width?: number;
  height?: number;
  className?: string;
}

// Antarctica has no visitors to colour and takes a fifth of the height; left out to give the rest more room.
const withoutAntarctica = (features: Feature<Geometry>[]) =>
  features.filter((feature) => String(feature.id) !== '010');

interface ShapesProps {
  geography: MapGeography;
  countries: ReadonlyMap<string, WorldMapCountry>;
  describe: (country: WorldMapCountry) => string;
  stepCount: number;
  groupProps: WorldMapState['shapeGroupProps'];
}

// Memoised: hovering changes only the tooltip, and redrawing some 180 paths for it would make the pointer lag.
const Shapes = memo(function Shapes({ geography, countries, describe, stepCount, groupProps }: ShapesProps) {
  const shapes = useCountryShapes(geography, withoutAntarctica);
  return (
    <CountryShapes $stepCount={stepCount} {...groupProps}>
      {shapes.map((shape) => {
        const id = shape.id === undefined ? '' : String(shape.id);
        const country = countries.get(id);
        const shapeName = (shape.properties as { name?: string } | null)?.name ?? id;
        return (
          <Geography
            key={shape.rsmKey}
            geography={shape}
            {...{ [countryAttribute]: id, [countryNameAttribute]: shapeName }}
            data-step={country?.step}
            // Countries with a value are named images in the tab order; the rest are decoration.
            tabIndex={country ? 0 : -1}
            role={country ? 'img' : undefined}
            aria-label={country ? describe(country) : undefined}
            aria-hidden={country ? undefined : true}
          />
        );
      })}
    </CountryShapes>
  );
});

/**
 * Choropleth of a value per country (visits by default): shapes shaded in steps from a light tint to the
 * skin's primary colour, a legend of the steps, a tooltip on hover and keyboard focus, and a visually hidden
 * table of the values for screen readers. The world's shapes load lazily, in a chunk of their own.
 */
export function WorldMap({
  labels: labelOverrides,
  formatValue: formatValueProp,
  tableLimit,
  width = 800,
  height = 360,
  className,
  ...options
}: WorldMapProps) {
  const { t } = useTranslation();
  const labels = { ...translateStrings(defaultLabels, t), ...labelOverrides };
  const map = useWorldMap(options);
  const format = useNumberFormatter();
  // Short figures ("22K–97K") keep the legend, "No data" included, on one line in a half-width widget.
  const compact = useNumberFormatter({ notation: 'compact', maximumFractionDigits: 1 });
  const legendId = useId();
  const tooltipId = useId();
  const valueText = useCallback(
    (value: number) =>
      formatValueProp
        ? formatValueProp(value, format.format(value))
        : t('{value} visits', { value: format.format(value) }),
    [formatValueProp, format, t],
  );
  const describe = useCallback(
    (country: WorldMapCountry) => `${country.name}: ${valueText(country.value)}`,
    [valueText],
  );
  const { refs, floatingStyles } = useFloating({
    open: map.active !== null,
    placement: 'top',
    // The tooltip is drawn in the top layer, whose containing block is the window.
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: map.active?.element ?? null },
  });
  const setBubble = useCallback(
    (element: HTMLElement | null) => {
      refs.setFloating(element);
      showInTopLayer(element);
    },
    [refs],
  );
  const rows = map.ranking.slice(0, tableLimit);

  let status: ReactNode = null;
  if (map.status === 'loading') status = <Spinner aria-label={labels.loading} />;
  if (map.status === 'error') status = <MapError role="alert">{labels.error}</MapError>;

  return (
    <MapFigure aria-label={labels.map} className={className}>
      <MapCanvas $aspectRatio={width / height}>
        {map.status === 'ready' ? (
          <ComposableMap
            width={width}
            height={height}
            projection="geoEqualEarth"
            // Fitted to the world without Antarctica: it fills 800 × 360 from the Arctic islands to Tierra del Fuego.
            projectionConfig={{ scale: (width / 800) * 149, center: [0, 7] }}
            role="group"
          >
            <Shapes
              geography={map.geography}
              countries={map.countries}
              describe={describe}
              stepCount={map.steps.length}
              groupProps={map.shapeGroupProps}
            />
          </ComposableMap>
        ) : (
          <MapStatus>{status}</MapStatus>
        )}
      </MapCanvas>
      {map.steps.length > 0 && (
        <Legend $stepCount={map.steps.length}>
          <LegendTitle id={legendId}>{labels.legend}</LegendTitle>
          <LegendList aria-labelledby={legendId}>
            {map.steps.map((step, index) => (
              <LegendItem key={step.min}>
                <Swatch data-step={index} aria-hidden="true" />
                {step.min === step.max
                  ? compact.format(step.min)
                  : `${compact.format(step.min)}–${compact.format(step.max)}`}
              </LegendItem>
            ))}
            <LegendItem>
              <Swatch aria-hidden="true" />
              {labels.noData}
            </LegendItem>
          </LegendList>
        </Legend>
      )}
      {rows.length > 0 && (
        <VisuallyHidden>
          <table>
            <caption>{labels.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.countryColumn}</th>
                <th scope="col">{labels.legend}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((country) => (
                <tr key={country.id}>
                  <th scope="row">{country.name}</th>
                  <td>{format.format(country.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
      {map.active && (
        <MapTooltipBubble
          ref={setBubble}
          id={tooltipId}
          role="tooltip"
          popover="manual"
          style={floatingStyles}
        >
          <strong>{map.active.name}</strong>
          <br />
          {map.active.value === undefined ? labels.noData : valueText(map.active.value)}
        </MapTooltipBubble>
      )}
    </MapFigure>
  );
}
