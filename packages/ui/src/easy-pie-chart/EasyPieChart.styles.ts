import styled, { keyframes } from 'styled-components';
import { stateColors, type StateColor } from '../badge/stateColors';

// Starts from an empty ring; the end is the dash offset set inline, so the sweep lands on the value.
const sweep = keyframes`
  from { stroke-dashoffset: var(--easy-pie-circumference); }
`;

export const EasyPieRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const EasyPieFigure = styled.div<{ $size: number }>`
  position: relative;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex: none;
`;

export const EasyPieSvg = styled.svg`
  display: block;
  /* Start at twelve o'clock rather than three (rotated -90°), where a reader expects a dial to begin. */
  transform: rotate(-90deg);
`;

export const EasyPieTrack = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const EasyPieBar = styled.circle<{ $variant: StateColor; $duration: number }>`
  fill: none;
  stroke: ${({ theme, $variant }) => stateColors(theme, $variant).fill};
  animation: ${sweep} ${({ $duration }) => $duration}ms ${({ theme }) => theme.motion.easing};
  transition: stroke-dashoffset ${({ $duration }) => $duration}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

export const EasyPieValue = styled.span<{ $size: number }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ $size }) => Math.max(Math.round($size / 5), 10)}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

/** The value of a ring too small to hold it, between the ring and its label. */
export const EasyPieValueBelow = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const EasyPieLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
