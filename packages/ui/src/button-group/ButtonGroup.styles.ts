import styled, { css } from 'styled-components';
import { StyledButton } from '../button/Button.styles';

/** Direction buttons of a group are laid out in. */
export type ButtonGroupOrientation = 'horizontal' | 'vertical';

const joinHorizontal = css`
  & > * + * {
    margin-inline-start: -1px;
  }
  & > *:not(:first-child) {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  & > *:not(:last-child) {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
`;

const joinVertical = css`
  & > * + * {
    margin-block-start: -1px;
  }
  & > *:not(:first-child) {
    border-start-start-radius: 0;
    border-start-end-radius: 0;
  }
  & > *:not(:last-child) {
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }
`;

/** Lays buttons edge to edge: shared borders, no inner corners, in logical terms so RTL mirrors it. */
export const StyledButtonGroup = styled.div<{ $orientation: ButtonGroupOrientation; $isBlock: boolean }>`
  display: ${({ $isBlock }) => ($isBlock ? 'flex' : 'inline-flex')};
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  align-items: stretch;
  vertical-align: middle;
  /* A bar wider than its container (a phone) wraps onto a second row instead of running off the edge. */
  flex-wrap: wrap;
  max-inline-size: 100%;

  & > * {
    position: relative;
    flex: ${({ $isBlock, $orientation }) => ($isBlock && $orientation === 'horizontal' ? '1 1 0' : 'none')};
  }

  /* The overlapped border of a hovered, focused or selected button must sit on top to show whole. */
  & > *:hover,
  & > *:focus,
  & > [aria-pressed='true'],
  & > [aria-checked='true'] {
    z-index: 1;
  }

  ${({ $orientation }) => ($orientation === 'vertical' ? joinVertical : joinHorizontal)}
`;

/** A group button that looks pressed in while selected. */
export const StyledToggleButton = styled(StyledButton)<{ $isSelected: boolean }>`
  ${({ $isSelected, theme }) =>
    $isSelected &&
    css`
      box-shadow: inset ${theme.shadows.sm};
    `}
`;
