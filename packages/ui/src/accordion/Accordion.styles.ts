import styled, { css } from 'styled-components';

export const AccordionRoot = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const Section = styled.div`
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const HeaderButton = styled.button<{ $isExpanded: boolean; $isFocusVisible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  font: inherit;
  font-weight: ${({ theme, $isExpanded }) =>
    $isExpanded ? theme.typography.weight.semibold : theme.typography.weight.regular};
  text-align: start;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 0;
  cursor: pointer;
  outline: none;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.selectedBackground};
  }

  ${({ theme, $isFocusVisible }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    `}

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  & > svg {
    flex: none;
    width: 1em;
    height: 1em;
  }
`;

/** A chevron drawn with two borders: down while closed, up while open, so it reads the same in RTL. */
export const Chevron = styled.span<{ $isExpanded: boolean }>`
  flex: none;
  margin-inline-start: auto;
  inline-size: 0.5em;
  block-size: 0.5em;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: translateY(${({ $isExpanded }) => ($isExpanded ? '0.15em' : '-0.15em')})
    rotate(${({ $isExpanded }) => ($isExpanded ? '-135deg' : '45deg')});
  transition: transform ${({ theme }) => `${theme.motion.accordion}ms ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * react-aria's useDisclosure sets --disclosure-panel-height to the measured height while opening and closing
 * (and `auto` at rest), so the height can be animated (over 300 ms).
 */
export const Panel = styled.div`
  block-size: var(--disclosure-panel-height);
  overflow: clip;
  transition: block-size ${({ theme }) => `${theme.motion.accordion}ms ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const PanelBody = styled.div`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;
