import styled, { css, type DefaultTheme } from 'styled-components';
import { choroplethShare } from './choroplethScale';

/**
 * Fill of every colour step, keyed by the `data-step` attribute: the skin's primary colour mixed into its
 * surface colour, light to full. Mixing the tokens keeps the scale right in every skin, dark ones and
 * colour-blind mode included, and one hue varying in lightness reads without telling hues apart.
 */
export function stepFills(
  theme: DefaultTheme,
  count: number,
  property: 'fill' | 'background-color',
  selector = '',
) {
  return Array.from(
    { length: count },
    (_, index) => css`
      ${selector}[data-step='${index}'] {
        ${property}: color-mix(
          in srgb,
          ${theme.colors.primary} ${choroplethShare(index, count)}%,
          ${theme.colors.surface}
        );
      }
    `,
  );
}

export const MapFigure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** Keeps the map's proportions while the shapes load, so nothing jumps when they arrive. */
export const MapCanvas = styled.div<{ $aspectRatio: number }>`
  position: relative;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  width: 100%;

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
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
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const MapError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const CountryShapes = styled.g<{ $stepCount: number }>`
  .rsm-geography {
    fill: ${({ theme }) => theme.colors.surfaceMuted};
    stroke: ${({ theme }) => theme.colors.borderStrong};
    stroke-width: 0.5;
    vector-effect: non-scaling-stroke;
    outline: none;
    transition: fill ${({ theme }) => `${theme.motion.fade}ms ${theme.motion.easing}`};
  }

  ${({ theme, $stepCount }) => stepFills(theme, $stepCount, 'fill', '.rsm-geography')}

  .rsm-geography:hover {
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 1;
  }

  .rsm-geography:focus-visible {
    stroke: ${({ theme }) => theme.colors.focusRing};
    stroke-width: 2.5;
  }

  @media (prefers-reduced-motion: reduce) {
    .rsm-geography {
      transition: none;
    }
  }
`;

export const Legend = styled.div<{ $stepCount: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.size.sm};

  ${({ theme, $stepCount }) => stepFills(theme, $stepCount, 'background-color')}
`;

export const LegendTitle = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const LegendList = styled.ul`
  display: contents;
  list-style: none;
`;

export const LegendItem = styled.li`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Swatch = styled.span`
  display: inline-block;
  inline-size: 14px;
  block-size: 14px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export { Bubble as MapTooltipBubble } from '../tooltip/Tooltip.styles';
