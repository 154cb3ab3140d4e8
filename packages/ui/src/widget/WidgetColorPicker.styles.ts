import styled, { css } from 'styled-components';
import type { WidgetColorSwatch } from './widgetColors';

export const PickerRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const PickerLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const SwatchGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

export const SwatchOption = styled.label<{ $isSelected: boolean; $isFocusVisible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $isSelected }) => ($isSelected ? theme.colors.selectedBackground : 'transparent')};
  border: 1px solid ${({ theme, $isSelected }) => ($isSelected ? theme.colors.borderStrong : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.selectedBackground};
  }

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}
`;

/** A small header sample: the colour with its text colour on it, so the pair can be judged. */
export const SwatchSample = styled.span<{ $swatch: WidgetColorSwatch }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 28px;
  block-size: 20px;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ $swatch }) => $swatch.text};
  background: ${({ $swatch }) => $swatch.background};
  border: 1px solid ${({ $swatch }) => $swatch.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
