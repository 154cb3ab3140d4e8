import styled, { css } from 'styled-components';
import type { MapStyleColors } from './mapStyle';

export const MapFigure = styled.figure`
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** The drawing area: water behind, land and borders from the map style, the controls over a corner. */
export const MapCanvas = styled.div<{ $aspectRatio: number; $colors: MapStyleColors }>`
  position: relative;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  width: 100%;
  overflow: hidden;
  background: ${({ $colors }) => $colors.water};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  touch-action: none;

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
    cursor: grab;
  }

  & > svg:active {
    cursor: grabbing;
  }

  ${({ $colors, theme }) => css`
    .rsm-geography {
      fill: ${$colors.land};
      stroke: ${$colors.border};
      stroke-width: 0.75;
      vector-effect: non-scaling-stroke;
      outline: none;
      transition: fill ${theme.motion.fade}ms ${theme.motion.easing};
    }

    .rsm-geography:hover {
      fill: ${$colors.highlight};
    }

    .rsm-marker circle {
      fill: ${$colors.highlight};
      stroke: ${$colors.water};
      stroke-width: 2;
    }

    .rsm-marker text {
      fill: ${$colors.label ?? theme.colors.text};
      font-size: ${theme.typography.size.md};
      font-weight: ${theme.typography.weight.semibold};
      paint-order: stroke;
      stroke: ${$colors.land};
      stroke-width: 3;
      stroke-linejoin: round;
    }
  `}

  @media (prefers-reduced-motion: reduce) {
    .rsm-geography {
      transition: none;
    }
  }
`;

export const MapStatus = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const MapMessage = styled.p`
  margin: 0;
`;

/** Zoom buttons and the zoom level, stacked in the map's top start corner as web maps place them. */
export const MapControls = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ZoomButtons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const ZoomReadout = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
