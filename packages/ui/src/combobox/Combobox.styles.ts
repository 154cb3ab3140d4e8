import styled from 'styled-components';
import { controlBox, focusOutline, type ControlValidation } from '../select/ControlField.styles';

export const InputGroup = styled.div<{ $validation: ControlValidation; $isDisabled: boolean }>`
  ${({ theme, $validation, $isDisabled }) => controlBox(theme, $validation, $isDisabled)}
  display: flex;
  align-items: stretch;

  &:focus-within {
    ${({ theme }) => focusOutline(theme)}
  }
`;

export const ComboInput = styled.input`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const ToggleButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

/** A line of text in the menu: the hint, the searching notice, "No matches" or the load error. */
export const MenuStatus = styled.div<{ $isError: boolean }>`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $isError }) => ($isError ? theme.colors.danger : theme.colors.textMuted)};
`;
