import styled, { css } from 'styled-components';
import { focusRingStyle } from '../field';

const trackHeight = 18;
const thumbSize = 14;
const gap = (trackHeight - 2 - thumbSize) / 2;
const thumbRoom = thumbSize + gap * 2 + 2;
const textInset = 6;

export const SwitchLabel = styled.label<{ $isDisabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  align-self: flex-start;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.55 : 1)};
  user-select: none;
`;

export const Track = styled.span<{ $isSelected: boolean; $hasText: boolean; $isFocusVisible: boolean }>`
  ${({ theme, $isSelected, $hasText }) => css`
    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    min-width: ${$hasText ? 50 : 30}px;
    height: ${trackHeight}px;
    /* The text sits in the part of the track the thumb has left. */
    padding-inline-start: ${$isSelected ? textInset : thumbRoom}px;
    padding-inline-end: ${$isSelected ? thumbRoom : textInset}px;
    font-size: ${theme.typography.size.xs};
    font-weight: ${theme.typography.weight.bold};
    line-height: 1;
    color: ${$isSelected ? theme.colors.onPrimary : theme.colors.textMuted};
    background: ${$isSelected ? theme.colors.primary : theme.colors.surfaceMuted};
    border: 1px solid ${$isSelected ? theme.colors.primary : theme.colors.borderStrong};
    border-radius: ${theme.radii.pill};
    transition:
      background-color ${theme.motion.toggle}ms ${theme.motion.easing},
      border-color ${theme.motion.toggle}ms ${theme.motion.easing};
  `}

  ${({ $isFocusVisible }) => $isFocusVisible && focusRingStyle}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Thumb = styled.span<{ $isSelected: boolean }>`
  position: absolute;
  inset-block-start: ${gap}px;
  /* Logical offsets so the thumb travels the other way in right-to-left pages. */
  inset-inline-start: ${({ $isSelected }) => ($isSelected ? `calc(100% - ${thumbSize + gap}px)` : `${gap}px`)};
  width: ${thumbSize}px;
  height: ${thumbSize}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: inset-inline-start ${({ theme }) => `${theme.motion.toggle}ms ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
