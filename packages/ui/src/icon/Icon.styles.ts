import styled, { css, keyframes } from 'styled-components';

/** Icon size relative to the surrounding font size; `md` is 1em. */
export type IconSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2x' | '3x' | '4x' | '5x';

/** Multiples of the font size for each {@link IconSize}. */
export const iconSizeEm: Readonly<Record<IconSize, number>> = {
  xs: 0.75,
  sm: 0.875,
  md: 1,
  lg: 1.25,
  xl: 1.5,
  '2x': 2,
  '3x': 3,
  '4x': 4,
  '5x': 5,
};

// A loop period, not a transition: the theme's motion durations (150–300 ms) would spin far too fast.
const spinTurnMs = 2000;

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export const StyledIcon = styled.svg<{
  $size: IconSize;
  $isSpinning: boolean;
  $isMirrored: boolean;
  $isFixedWidth: boolean;
}>`
  display: inline-block;
  flex: none;
  box-sizing: content-box;
  height: ${({ $size }) => iconSizeEm[$size]}em;
  /* Width follows each drawing's own aspect ratio unless the icon must line up in a column. */
  width: ${({ $size, $isFixedWidth }) => ($isFixedWidth ? `${iconSizeEm[$size] * 1.25}em` : 'auto')};
  overflow: visible;
  /* Sits on the text baseline like a glyph of the font. */
  vertical-align: -0.125em;
  fill: currentColor;
  /* The individual scale property composes with the spin animation's transform instead of replacing it. */
  ${({ $isMirrored }) => $isMirrored && 'scale: -1 1;'}

  ${({ $isSpinning }) =>
    $isSpinning &&
    css`
      animation: ${spin} ${spinTurnMs}ms linear infinite;

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;
