import styled, { css, type DefaultTheme } from 'styled-components';
import type { FieldValidationState } from './fieldValidationState';

/** Height of a single-line control, borders included: dense, like the template's inputs. */
export const controlHeight = '32px';

/** Scale of a single-line control; the heights match the buttons of the same size, so they line up. */
export type FieldSize = 'sm' | 'md' | 'lg';

/** Height and text size of a control of each size; `md` is the default density. */
export const fieldSizes: Record<
  FieldSize,
  { height: string; fontSize: keyof DefaultTheme['typography']['size'] }
> = {
  sm: { height: '28px', fontSize: 'sm' },
  md: { height: controlHeight, fontSize: 'md' },
  lg: { height: '42px', fontSize: 'xl' },
};

/** Sets the size variables the input inside reads, so a control and its input grow together. */
export const fieldSizeStyle = (theme: DefaultTheme, size: FieldSize) => css`
  --atrium-control-height: ${fieldSizes[size].height};
  min-height: ${fieldSizes[size].height};
  font-size: ${theme.typography.size[fieldSizes[size].fontSize]};
`;

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledLabel = styled.label`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const RequiredMarker = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledDescription = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledError = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};

  & > svg {
    flex: none;
    width: 12px;
    height: 12px;
    margin-block-start: 2px;
  }
`;

/** Border colour of a control for its validation state, shared by boxes, circles and frames. */
export function stateBorderColor(theme: DefaultTheme, state: FieldValidationState, fallback: string) {
  if (state === 'invalid') return theme.colors.danger;
  if (state === 'valid') return theme.colors.success;
  return fallback;
}

/** The visible focus ring every control draws around its own shape. */
export const focusRingStyle = css`
  outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 1px;
`;

export const StyledControl = styled.div<{
  $state: FieldValidationState;
  $isDisabled: boolean;
  $isReadOnly: boolean;
  $isFocused: boolean;
  $isFocusVisible: boolean;
  $isMultiline: boolean;
  $size: FieldSize;
}>`
  position: relative;
  display: flex;
  align-items: ${({ $isMultiline }) => ($isMultiline ? 'stretch' : 'center')};
  ${({ theme, $size }) => fieldSizeStyle(theme, $size)}
  background: ${({ theme, $isDisabled, $isReadOnly }) =>
    $isDisabled || $isReadOnly ? theme.colors.surfaceMuted : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid
    ${({ theme, $state, $isFocused }) =>
      stateBorderColor(theme, $state, $isFocused ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  transition: border-color ${({ theme }) => `${theme.motion.fade}ms ${theme.motion.easing}`};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'text')};
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.65 : 1)};

  ${({ theme, $state, $isDisabled, $isFocused }) =>
    !$isDisabled &&
    !$isFocused &&
    css`
      &:hover {
        border-color: ${stateBorderColor(theme, $state, theme.colors.borderStrong)};
      }
    `}

  ${({ $isFocusVisible }) => $isFocusVisible && focusRingStyle}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  & + input,
  & + textarea {
    padding-inline-start: 0;
  }

  & > svg {
    width: 1em;
    height: 1em;
  }
`;

export const ValidMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  padding-inline-end: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.success};

  & > svg {
    width: 12px;
    height: 12px;
  }
`;

/** The bare text input inside a {@link FieldControl}: the frame draws border, state and focus ring. */
export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  height: calc(var(--atrium-control-height, ${controlHeight}) - 2px);
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
