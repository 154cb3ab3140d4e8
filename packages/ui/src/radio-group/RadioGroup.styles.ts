import styled, { css } from 'styled-components';
import { ChoiceLabel, focusRingStyle, stateBorderColor, type FieldValidationState } from '../field';

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

  ${ChoiceLabel}:hover & {
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
