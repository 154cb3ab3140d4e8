import styled, { css, keyframes } from 'styled-components';

const grow = keyframes`
  from { transform: scale(0); }
  to { transform: scale(1); }
`;

/** Holds the series polygons; when animated they grow out of the centre once, on mount. */
export const GrowGroup = styled.g<{ $isAnimated: boolean }>`
  ${({ $isAnimated, theme }) =>
    $isAnimated &&
    css`
      animation: ${grow} ${theme.motion.slideOut * 2}ms ${theme.motion.easing};
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Axis names around the web. */
export const AxisLabel = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The transparent disc over the plot that takes the keyboard focus and the pointer. */
export const RadarOverlay = styled.circle`
  fill: transparent;
  outline: none;
  cursor: crosshair;
`;
