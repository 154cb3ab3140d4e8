import styled, { css } from 'styled-components';
import type { MapStyleColors } from '../vector-map/mapStyle';
import { leafletControls, leafletLayout } from './leafletStyles';

/** The map's box: the vector map's proportions, so the outline map that may replace it fills the same space. */
export const StreetCanvas = styled.div<{ $colors: MapStyleColors }>`
  position: relative;
  aspect-ratio: 800 / 450;
  min-block-size: 260px;
  width: 100%;
  overflow: hidden;
  background: ${({ $colors }) => $colors.water};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  /* Markers take the style's highlight, with the label drawn over a halo of land colour as on the outline map. */
  .atrium-map-pin__body {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    inline-size: max-content;
    margin-block-start: -7px;
    margin-inline-start: -7px;
  }

  .atrium-map-pin__dot {
    flex: none;
    inline-size: 14px;
    block-size: 14px;
    border-radius: 50%;
    background: ${({ $colors }) => $colors.highlight};
    border: 2px solid ${({ $colors }) => $colors.land};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  .atrium-map-pin__label {
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ $colors, theme }) => $colors.label ?? theme.colors.text};
    text-shadow: ${({ $colors: { land } }) =>
      `0 0 2px ${land}, 0 0 2px ${land}, 0 0 3px ${land}, 0 0 4px ${land}`};
    white-space: nowrap;
  }

  .atrium-map-pin:focus-visible {
    outline: none;
  }

  .atrium-map-pin:focus-visible .atrium-map-pin__body {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Leaflet's container: tiles recoloured by the style's filter, panes and controls laid out by the rules above. */
export const TileSurface = styled.div<{ $filter: string }>`
  position: absolute;
  inset: 0;
  overflow: hidden;
  /* Its own stacking context: Leaflet's pane z-indexes stay under the controls drawn over the map. */
  isolation: isolate;
  z-index: 0;
  touch-action: none;
  cursor: grab;
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.size.md};

  &.leaflet-dragging {
    cursor: grabbing;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }

  .leaflet-tile-pane {
    filter: ${({ $filter }) => $filter};
  }

  ${leafletLayout}
  ${leafletControls}

  @media (prefers-reduced-motion: reduce) {
    .leaflet-zoom-anim .leaflet-zoom-animated,
    .leaflet-fade-anim .leaflet-popup {
      transition: none;
    }
  }
`;

/** The provider's credits, in the map's bottom end corner as tile providers ask. */
export const Attribution = styled.p`
  position: absolute;
  z-index: 1;
  inset-block-end: 0;
  inset-inline-end: 0;
  margin: 0;
  padding-block: 1px;
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-start-start-radius: ${({ theme }) => theme.radii.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  /* Credits are written left to right ("© OpenStreetMap contributors") whatever the page's direction. */
  & > * {
    unicode-bidi: plaintext;
  }

  & > * + *::before {
    content: ' | ';
  }
`;

/** The one notice that the tiles failed; empty and out of the way until then. */
export const MapNotice = styled.p<{ $isShown: boolean }>`
  margin: 0;
  ${({ $isShown, theme }) =>
    $isShown &&
    css`
      margin-block-start: ${theme.space.sm};
      padding-block: ${theme.space.xs};
      padding-inline: ${theme.space.sm};
      color: ${theme.colors.text};
      background: ${theme.colors.surfaceMuted};
      border-inline-start: 3px solid ${theme.colors.warning};
      border-radius: ${theme.radii.sm};
    `}
`;
