import styled from 'styled-components';

export const DialRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const DialLabel = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const Knob = styled.div<{
  $size: number;
  $isDisabled: boolean;
  $isDragging: boolean;
  $isFocusVisible: boolean;
}>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  cursor: ${({ $isDisabled, $isDragging }) => ($isDisabled ? 'not-allowed' : $isDragging ? 'grabbing' : 'ns-resize')};
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.6 : 1)};
  touch-action: none;
  user-select: none;
  outline: ${({ theme, $isFocusVisible }) => ($isFocusVisible ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: 2px;

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const KnobRail = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.surfaceMuted};
  stroke-linecap: round;
`;

export const KnobFill = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-linecap: round;
`;

/** The grip at the end of the filled arc. */
export const KnobHandle = styled.circle`
  fill: ${({ theme }) => theme.colors.surface};
  stroke: ${({ theme }) => theme.colors.primary};
`;

/** The value in the middle of the dial, in tabular figures so it does not jitter while turning. */
export const KnobValue = styled.output<{ $size: number }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ $size }) => Math.round($size / 5)}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  pointer-events: none;
`;
