import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// floating-ui writes `position` and `transform` into the style attribute, so the entry is a fade only.
export const MenuPopover = styled.div`
  /* Undo the browser's placement and frame for popover elements; floating-ui places it. */
  inset: auto;
  margin: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  box-sizing: border-box;
  overflow: auto;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => css`
    animation: ${fadeIn} ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  &:focus {
    outline: none;
  }
`;

export const Group = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SectionHeading = styled.span`
  display: block;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Separator = styled.li`
  height: 1px;
  margin-block: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.border};
`;

export const Item = styled.li<{ $isFocused: boolean; $isFocusVisible: boolean; $isDisabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  line-height: 1.6;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  ${({ $isFocused, theme }) =>
    $isFocused &&
    css`
      background: ${theme.colors.selectedBackground};
    `}

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    `}

  ${({ $isDisabled, theme }) =>
    $isDisabled &&
    css`
      color: ${theme.colors.textMuted};
      cursor: not-allowed;
    `}
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  justify-content: center;
  width: 1em;
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    width: 1em;
    height: 1em;
  }
`;
