import styled, { css, keyframes } from 'styled-components';

export const Figure = styled.figure<{ $minHeight: number }>`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.family};
  font-size: ${({ theme }) => theme.typography.size.sm};

  & > [data-chart-plot] {
    position: relative;
    min-block-size: ${({ $minHeight }) => $minHeight}px;
  }
`;

export const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LegendButton = styled.button<{ $isFocusVisible: boolean; $isPressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xs};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  text-decoration: ${({ $isPressed }) => ($isPressed ? 'none' : 'line-through')};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-disabled='true'] {
    cursor: default;
  }

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}
`;

/** A colour key; hollow when its series is hidden, so the state does not rest on the colour alone. */
export const Swatch = styled.span<{ $color: string; $isFilled: boolean }>`
  inline-size: 12px;
  block-size: 12px;
  flex: none;
  border: 2px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color, $isFilled }) => ($isFilled ? $color : 'transparent')};
`;

const reveal = keyframes`
  from { clip-path: inset(0 100% 0 0); }
  to { clip-path: inset(0 0 0 0); }
`;

/** The plot's `svg`: a block that may draw tick labels just outside its box. */
export const PlotSvg = styled.svg`
  display: block;
  /* Plots run left to right in either writing direction, so their labels anchor left to right too: a
     right-to-left page would otherwise flip text-anchor and draw the value labels over the axis. */
  direction: ltr;
  overflow: visible;
  touch-action: pan-y;
`;

/** Wraps the data marks; when animated they are revealed left to right once, on mount. */
export const RevealGroup = styled.g<{ $isAnimated: boolean }>`
  ${({ $isAnimated, theme }) =>
    $isAnimated &&
    css`
      animation: ${reveal} ${theme.motion.slideOut * 2}ms ${theme.motion.easing};
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The single focusable overlay over the plot; its ring is drawn by a sibling rectangle. */
export const PlotOverlay = styled.rect`
  fill: transparent;
  outline: none;
  cursor: crosshair;
`;
