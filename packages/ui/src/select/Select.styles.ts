import styled, { css } from 'styled-components';
import { fieldSizeStyle, type FieldSize } from '../field/Field.styles';
import { controlBox, focusOutline, type ControlValidation } from './ControlField.styles';

export const SelectTrigger = styled.div<{
  $validation: ControlValidation;
  $isDisabled: boolean;
  $size: FieldSize;
}>`
  ${({ theme, $validation, $isDisabled }) => controlBox(theme, $validation, $isDisabled)}
  ${({ theme, $size }) => fieldSizeStyle(theme, $size)}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme, $size }) => ($size === 'sm' ? theme.space.xxs : theme.space.xs)};
  padding-inline: ${({ theme }) => theme.space.sm};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  user-select: none;

  &:focus-visible {
    ${({ theme }) => focusOutline(theme)}
  }
`;

export const SelectValue = styled.span<{ $isPlaceholder: boolean }>`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $isPlaceholder }) => ($isPlaceholder ? theme.colors.textMuted : theme.colors.text)};
`;

export const TriggerIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The floating list shared by Select and Combobox; sized and placed by floating-ui. */
export const MenuSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  font-family: ${({ theme }) => theme.typography.family};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** The listbox scrolls itself (not the surface), so downshift can keep the highlighted option in view. */
export const MenuList = styled.ul`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: 0;
  list-style: none;

  &:focus {
    outline: none;
  }
`;

export const MenuOption = styled.li<{ $isHighlighted: boolean; $isSelected: boolean; $isDisabled: boolean }>`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid transparent;
  cursor: pointer;
  ${({ theme, $isSelected }) =>
    $isSelected &&
    css`
      font-weight: ${theme.typography.weight.semibold};
      background: ${theme.colors.selectedBackground};
      border-inline-start-color: ${theme.colors.link};
    `}
  ${({ theme, $isHighlighted }) =>
    $isHighlighted &&
    css`
      background: ${theme.colors.surfaceMuted};
      outline: 1px solid ${theme.colors.focusRing};
      outline-offset: -1px;
    `}
  ${({ theme, $isDisabled }) =>
    $isDisabled &&
    css`
      color: ${theme.colors.textMuted};
      cursor: not-allowed;
    `}
`;
