import styled, { css } from 'styled-components';
import { ChoiceLabel, focusRingStyle, stateBorderColor, type FieldValidationState } from '../field';

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

  ${ChoiceLabel}:hover & {
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
