import { useCallback, useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { choroplethStepIndex, choroplethSteps, type ChoroplethStep } from './choroplethScale';
import { countryNames } from './countryNames';
import { byValueThenName } from './rankCountries';
import { loadWorld110m, useMapGeography, type MapGeographySource } from './useMapGeography';

/** Options of {@link useWorldMap}. */
export interface UseWorldMapOptions {
  /** Value per country, keyed by ISO 3166 numeric code as a string (`'250'` is France). */
  values: Readonly<Record<string, number>>;
  /** Shapes to draw; by default the 1:110 million world, loaded on first use. */
  geography?: MapGeographySource;
  /** Number of colour steps. Default 5. */
  stepCount?: number;
  /** Country names by numeric code; the shapes' own names fill any gap. Default {@link countryNames}. */
  names?: Readonly<Record<string, string>>;
}

/** A country that has a value, with its colour step. */
export interface WorldMapCountry {
  id: string;
  name: string;
  value: number;
  /** Index into the steps, 0 for the lightest colour. */
  step: number;
}

/** The country under the pointer or keyboard focus, and its shape, which the tooltip points at. */
export interface ActiveCountry {
  id: string;
  name: string;
  value: number | undefined;
  element: Element;
}

/** Attribute naming a shape's country code; event handlers on the map find shapes by it. */
export const countryAttribute = 'data-country';
/** Attribute with a shape's display name, for countries without a value. */
export const countryNameAttribute = 'data-name';

/**
 * State and behaviour of a choropleth world map: loads the shapes, buckets the values into colour steps, ranks
 * the countries, and tracks the country shown in the tooltip. The pointer and focus handlers are delegated, so
 * they go once on the group around all shapes and stay stable across renders.
 */
export function useWorldMap({ values, geography, stepCount = 5, names = countryNames }: UseWorldMapOptions) {
  const geographyState = useMapGeography(geography ?? loadWorld110m);
  const steps: ChoroplethStep[] = useMemo(
    () => choroplethSteps(Object.values(values), stepCount),
    [values, stepCount],
  );
  const countries = useMemo(() => {
    const byId = new Map<string, WorldMapCountry>();
    for (const [id, value] of Object.entries(values)) {
      if (!Number.isFinite(value)) continue;
      byId.set(id, { id, name: names[id] ?? id, value, step: choroplethStepIndex(value, steps) });
    }
    return byId;
  }, [values, steps, names]);
  const ranking = useMemo(() => [...countries.values()].sort(byValueThenName), [countries]);
  const [active, setActive] = useState<ActiveCountry | null>(null);

  const show = useCallback(
    (target: EventTarget) => {
      const element = target instanceof Element ? target.closest(`[${countryAttribute}]`) : null;
      if (!element) return;
      const id = element.getAttribute(countryAttribute) ?? '';
      const name = names[id] ?? element.getAttribute(countryNameAttribute) ?? id;
      setActive((current) =>
        current?.element === element ? current : { id, name, value: countries.get(id)?.value, element },
      );
    },
    [countries, names],
  );
  const hide = useCallback(() => setActive(null), []);

  /** Spread onto the element around the shapes. */
  const shapeGroupProps = useMemo(
    () => ({
      onMouseOver: (event: MouseEvent) => show(event.target),
      onMouseLeave: hide,
      onFocus: (event: FocusEvent) => show(event.target),
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') hide();
      },
    }),
    [show, hide],
  );

  return {
    /** Loading state and, once ready, the shapes. */
    ...geographyState,
    steps,
    /** Countries with a value, by code. */
    countries,
    /** Countries with a value, largest first. */
    ranking,
    /** The country the tooltip describes, or `null`. */
    active,
    shapeGroupProps,
    hide,
  };
}

/** What {@link useWorldMap} returns. */
export type WorldMapState = ReturnType<typeof useWorldMap>;
