import styled, { css } from 'styled-components';

export const StyledCalendar = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  /* Chevrons point the way the month moves, so they mirror in right-to-left text. */
  & svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export const HeaderSelect = styled.select<{ $isGrow?: boolean }>`
  flex: ${({ $isGrow }) => ($isGrow ? '1 1 auto' : 'none')};
  min-width: 0;
  height: 26px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.xs};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  table-layout: fixed;

  & th {
    height: 24px;
    padding: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }

  & td {
    padding: 1px;
  }
`;

export const Day = styled.div<{
  $isSelected: boolean;
  $isToday: boolean;
  $isDisabled: boolean;
  $isUnavailable: boolean;
  $isPressed: boolean;
  $isFocusVisible: boolean;
}>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;
  transition: background-color ${({ theme }) => `${theme.motion.fade}ms ${theme.motion.easing}`};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* The hidden attribute would lose to display: flex; keep the slot so rows keep their width. */
  &[hidden] {
    visibility: hidden;
  }

  ${({ $isToday }) =>
    $isToday &&
    css`
      font-weight: ${({ theme }) => theme.typography.weight.bold};
      text-decoration: underline;
      text-underline-offset: 3px;
    `}

  ${({ $isSelected, theme }) =>
    $isSelected &&
    css`
      &,
      &:hover {
        font-weight: ${theme.typography.weight.bold};
        background: ${theme.colors.selectedBackground};
        box-shadow: inset 0 0 0 1px ${theme.colors.link};
      }
    `}

  ${({ $isPressed }) =>
    $isPressed &&
    css`
      filter: brightness(0.9);
    `}

  ${({ $isUnavailable, theme }) =>
    $isUnavailable &&
    css`
      color: ${theme.colors.textMuted};
      text-decoration: line-through;
    `}

  ${({ $isDisabled }) =>
    $isDisabled &&
    css`
      &,
      &:hover {
        cursor: not-allowed;
        opacity: 0.45;
        background: transparent;
      }
    `}

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}
`;

export const CalendarError = styled.div`
  max-width: 224px;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
