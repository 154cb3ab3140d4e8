import styled, { css, keyframes } from 'styled-components';
import { stateColors, type StateColor } from '../badge/stateColors';

/** Thickness of a progress bar. */
export type ProgressBarSize = 'thin' | 'normal';
/** Where the value text goes: above the bar, or inside its filled part. */
export type ProgressBarTextMode = 'outside' | 'fill';
/** Direction the bar fills in. */
export type ProgressBarOrientation = 'horizontal' | 'vertical';

const thickness: Record<ProgressBarSize, string> = { thin: '8px', normal: '20px' };

const stripeShift = keyframes`
  from { background-position: 1rem 0; }
  to { background-position: 0 0; }
`;

const slideInline = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

const slideBlock = keyframes`
  from { inset-block-end: -40%; }
  to { inset-block-end: 100%; }
`;

export const ProgressRoot = styled.div<{ $orientation: ProgressBarOrientation }>`
  display: ${({ $orientation }) => ($orientation === 'vertical' ? 'inline-flex' : 'flex')};
  flex-direction: column;
  align-items: ${({ $orientation }) => ($orientation === 'vertical' ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space.xs};
  block-size: ${({ $orientation }) => ($orientation === 'vertical' ? '100%' : 'auto')};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const ProgressHeader = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ProgressValue = styled.span`
  /* A value reads in its own direction: "440 GB" stays "440 GB" on a right-to-left page. */
  unicode-bidi: plaintext;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const ProgressTrack = styled.div<{ $size: ProgressBarSize; $orientation: ProgressBarOrientation }>`
  position: relative;
  overflow: hidden;
  flex: ${({ $orientation }) => ($orientation === 'vertical' ? '1 1 auto' : 'none')};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: inset ${({ theme }) => theme.shadows.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $size, $orientation }) =>
    $orientation === 'vertical'
      ? css`
          inline-size: ${$size === 'normal' ? '28px' : thickness.thin};
          min-block-size: 120px;
        `
      : css`
          block-size: ${thickness[$size]};
        `}
`;

export const ProgressFill = styled.div<{
  $variant: StateColor;
  $orientation: ProgressBarOrientation;
  $hasText: boolean;
  $isEmpty: boolean;
  $isStriped: boolean;
  $isAnimated: boolean;
  $isIndeterminate: boolean;
}>`
  ${({ theme, $variant, $orientation, $hasText, $isEmpty, $isStriped, $isAnimated, $isIndeterminate }) => {
    const { fill, on } = stateColors(theme, $variant);
    const isVertical = $orientation === 'vertical';
    const stripe = `color-mix(in srgb, ${on} 15%, transparent)`;
    const striped = css`
      background-image: linear-gradient(
        45deg,
        ${stripe} 25%,
        transparent 25%,
        transparent 50%,
        ${stripe} 50%,
        ${stripe} 75%,
        transparent 75%,
        transparent
      );
      background-size: 1rem 1rem;
    `;
    return css`
      position: absolute;
      display: flex;
      align-items: ${isVertical ? 'flex-start' : 'center'};
      justify-content: center;
      box-sizing: border-box;
      overflow: hidden;
      white-space: nowrap;
      font-size: ${theme.typography.size.xs};
      font-weight: ${theme.typography.weight.bold};
      line-height: 1;
      color: ${$isEmpty ? theme.colors.text : on};
      background-color: ${$isEmpty ? 'transparent' : fill};
      transition-property: inline-size, block-size;
      transition-duration: ${theme.motion.slideOut}ms;
      transition-timing-function: ${theme.motion.easing};
      ${
        isVertical
          ? css`
              inset-inline: 0;
              inset-block-end: 0;
              padding-block-start: ${theme.space.xxs};
            `
          : css`
              inset-block: 0;
              inset-inline-start: 0;
              padding-inline: ${theme.space.xs};
            `
      }
      /* Like the classic template, the fill grows to fit its text rather than hide it at low values. */
      ${
        $hasText &&
        css`
          ${isVertical ? 'min-block-size: 1.6em' : 'min-inline-size: max-content'};
        `
      }
      ${($isStriped || $isAnimated || $isIndeterminate) && striped}
      /* A halo of the fill colour keeps the on-colour text readable where it crosses a light stripe. */
      ${
        ($isStriped || $isAnimated) &&
        css`
          text-shadow:
            0 0 2px ${fill},
            0 0 2px ${fill};
        `
      }
      ${
        $isAnimated &&
        css`
          animation: ${stripeShift} 1s linear infinite;
          animation-direction: ${theme.direction === 'rtl' ? 'reverse' : 'normal'};
        `
      }
      ${
        $isIndeterminate &&
        css`
          ${isVertical ? 'block-size' : 'inline-size'}: 40%;
          animation: ${isVertical ? slideBlock : slideInline} 1.4s ${theme.motion.easing} infinite;
        `
      }

      @media (prefers-reduced-motion: reduce) {
        transition: none;
        animation: none;
        ${
          $isIndeterminate &&
          css`
            /* Without the sliding segment, a full striped, paler bar still reads as "working". */
            ${isVertical ? 'block-size' : 'inline-size'}: 100%;
            ${isVertical ? 'inset-block-end' : 'inset-inline-start'}: 0;
            opacity: 0.6;
          `
        }
      }
    `;
  }}
`;
