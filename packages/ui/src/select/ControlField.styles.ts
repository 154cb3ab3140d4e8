import styled, { css, type DefaultTheme } from 'styled-components';

/** How a control reports its validation: a danger border, a success border, or neither. */
export type ControlValidation = 'invalid' | 'valid' | 'none';

/** Invalid wins over valid, so a field never shows both states at once. */
export function controlValidation(isInvalid?: boolean, isValid?: boolean): ControlValidation {
  if (isInvalid) return 'invalid';
  return isValid ? 'valid' : 'none';
}

/** The look of a checked field: an error border when invalid, a success border when valid. */
export function validationClassName(validation: ControlValidation, className?: string): string | undefined {
  const state = validation === 'none' ? undefined : `is-${validation}`;
  return [className, state].filter(Boolean).join(' ') || undefined;
}

/** Border colour of an input-like box in each validation state. */
export function controlBorderColor(theme: DefaultTheme, validation: ControlValidation): string {
  if (validation === 'invalid') return theme.colors.danger;
  if (validation === 'valid') return theme.colors.success;
  return theme.colors.border;
}

/** The shared focus outline of every control. */
export const focusOutline = (theme: DefaultTheme) => css`
  outline: 2px solid ${theme.colors.focusRing};
  outline-offset: 1px;
`;

/** Input-like box: surface fill, 1px border coloured by validation, dimmed while disabled. */
export const controlBox = (theme: DefaultTheme, validation: ControlValidation, isDisabled: boolean) => css`
  min-block-size: 32px;
  font: inherit;
  font-size: ${theme.typography.size.md};
  color: ${theme.colors.text};
  background: ${isDisabled ? theme.colors.surfaceMuted : theme.colors.surface};
  border: 1px solid ${controlBorderColor(theme, validation)};
  border-radius: ${theme.radii.sm};
  opacity: ${isDisabled ? 0.55 : 1};
  cursor: ${isDisabled ? 'not-allowed' : 'default'};
`;

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

export const FieldLabel = styled.label`
  /* At the start edge in either direction, as the text fields' labels. */
  align-self: flex-start;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldDescription = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The message after an invalid field. */
export const FieldError = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
