import styled, { css, keyframes } from 'styled-components';

/** Diameter of a spinner; `inherit` follows the surrounding font size. */
export type SpinnerSize = 'sm' | 'md' | 'lg' | 'inherit';

const diameters: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px', inherit: '1em' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pulse = keyframes`
  50% { opacity: 0.35; }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  vertical-align: middle;
`;

export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  ${({ $size }) => css`
    inline-size: ${diameters[$size]};
    block-size: ${diameters[$size]};
  `}
  flex: none;
  box-sizing: border-box;
  border-style: solid;
  border-width: ${({ $size }) => ($size === 'lg' ? '4px' : $size === 'inherit' ? '0.15em' : '3px')};
  /* currentColor lets the spinner take the colour of whatever it sits in (a button, a widget header). */
  border-color: color-mix(in srgb, currentColor 25%, transparent);
  border-block-start-color: currentColor;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* No spinning; a slow fade still tells the user that something is happening. */
    animation: ${pulse} 2s ease-in-out infinite;
  }
`;
