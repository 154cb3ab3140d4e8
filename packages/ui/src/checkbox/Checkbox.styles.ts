import styled, { css } from 'styled-components';
import { focusRingStyle, stateBorderColor, type FieldValidationState } from '../field';

export const CheckboxLabel = styled.label<{ $isDisabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  align-self: flex-start;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight};
  color: ${({ theme }) => theme.colors.text};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.55 : 1)};
  user-select: none;
`;

export const Box = styled.span<{
  $isChecked: boolean;
  $state: FieldValidationState;
  $isFocusVisible: boolean;
}>`
  ${({ theme, $isChecked, $state }) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 14px;
    height: 14px;
    /* Centres the 14 px box on the first line of 13 px text. */
    margin-block-start: 2px;
    color: ${theme.colors.onPrimary};
    background: ${$isChecked ? theme.colors.primary : theme.colors.surface};
    border: 1px solid
      ${stateBorderColor(theme, $state, $isChecked ? theme.colors.primary : theme.colors.borderStrong)};
    border-radius: ${theme.radii.sm};
    transition:
      background-color ${theme.motion.fade}ms ${theme.motion.easing},
      border-color ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  ${CheckboxLabel}:hover & {
    border-color: ${({ theme, $state }) => stateBorderColor(theme, $state, theme.colors.primary)};
  }

  ${({ $isFocusVisible }) => $isFocusVisible && focusRingStyle}

  & > svg {
    width: 10px;
    height: 10px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const GroupItems = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space.lg : theme.space.xs)};
`;
