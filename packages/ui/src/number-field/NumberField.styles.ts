import styled from 'styled-components';
import { controlBox, focusOutline, type ControlValidation } from '../select/ControlField.styles';

export const NumberGroup = styled.div<{ $validation: ControlValidation; $isDisabled: boolean }>`
  ${({ theme, $validation, $isDisabled }) => controlBox(theme, $validation, $isDisabled)}
  display: flex;
  align-items: stretch;
  overflow: hidden;

  &:focus-within {
    ${({ theme }) => focusOutline(theme)}
  }
`;

export const NumberInput = styled.input`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  font-variant-numeric: tabular-nums;
  color: inherit;
  background: transparent;
  border: 0;

  &:focus {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** The up/down pair at the inline end, stacked like the classic spinner. */
export const Stepper = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StepButton = styled.button<{ $isPressed: boolean }>`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $isPressed }) => ($isPressed ? theme.colors.border : theme.colors.surfaceMuted)};
  border: 0;
  cursor: pointer;

  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:hover:not(:disabled) {
    filter: brightness(0.95);
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
