import styled, { css, type DefaultTheme } from 'styled-components';
import type { ControlValidation } from '../select/ControlField.styles';

const THUMB_SIZE = '16px';

function accent(theme: DefaultTheme, validation: ControlValidation): string {
  if (validation === 'invalid') return theme.colors.danger;
  if (validation === 'valid') return theme.colors.success;
  return theme.colors.primary;
}

export const SliderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 120px;
`;

export const SliderHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SliderOutput = styled.output`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

/** The hit area; react-aria places the thumbs inside it with physical `left`, mirrored for right-to-left. */
export const Track = styled.div<{ $isDisabled: boolean }>`
  block-size: 24px;
  margin-inline: calc(${THUMB_SIZE} / 2);
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.55 : 1)};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
`;

export const Rail = styled.div<{ $validation: ControlValidation }>`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 50%;
  block-size: 4px;
  transform: translateY(-50%);
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ theme, $validation }) =>
    $validation !== 'none' &&
    css`
      outline: 1px solid ${accent(theme, $validation)};
    `}
`;

export const Fill = styled.div<{ $validation: ControlValidation }>`
  position: absolute;
  inset-block-start: 50%;
  block-size: 4px;
  transform: translateY(-50%);
  background: ${({ theme, $validation }) => accent(theme, $validation)};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const Thumb = styled.div<{
  $validation: ControlValidation;
  $isDragging: boolean;
  $isFocusVisible: boolean;
}>`
  inset-block-start: 50%;
  inline-size: ${THUMB_SIZE};
  block-size: ${THUMB_SIZE};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $validation }) => accent(theme, $validation)};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ $isDragging, theme }) =>
    $isDragging &&
    css`
      background: ${theme.colors.surfaceMuted};
    `}
  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    `}
`;
