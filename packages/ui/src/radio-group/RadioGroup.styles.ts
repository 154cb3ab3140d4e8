import styled, { css } from 'styled-components';
import { focusRingStyle, stateBorderColor, type FieldValidationState } from '../field';

export const RadioItems = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space.lg : theme.space.xs)};
`;

export const RadioLabel = styled.label<{ $isDisabled: boolean }>`
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

export const Circle = styled.span<{
  $isSelected: boolean;
  $state: FieldValidationState;
  $isFocusVisible: boolean;
}>`
  ${({ theme, $isSelected, $state }) => css`
    position: relative;
    flex: none;
    width: 14px;
    height: 14px;
    /* Centres the 14 px circle on the first line of 13 px text. */
    margin-block-start: 2px;
    background: ${theme.colors.surface};
    border: 1px solid
      ${stateBorderColor(theme, $state, $isSelected ? theme.colors.primary : theme.colors.borderStrong)};
    border-radius: ${theme.radii.pill};
    transition: border-color ${theme.motion.fade}ms ${theme.motion.easing};

    &::after {
      content: '';
      position: absolute;
      inset: 3px;
      background: ${theme.colors.primary};
      border-radius: ${theme.radii.pill};
      transform: scale(${$isSelected ? 1 : 0});
      transition: transform ${theme.motion.fade}ms ${theme.motion.easing};
    }
  `}

  ${RadioLabel}:hover & {
    border-color: ${({ theme, $state }) => stateBorderColor(theme, $state, theme.colors.primary)};
  }

  ${({ $isFocusVisible }) => $isFocusVisible && focusRingStyle}

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &::after {
      transition: none;
    }
  }
`;
