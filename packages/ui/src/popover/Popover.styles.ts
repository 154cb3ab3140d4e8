import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// floating-ui writes `position` and `transform` into the style attribute, so the entry is a fade only.
export const Panel = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: 160px;
  max-width: min(320px, calc(100vw - ${({ theme }) => theme.space.lg}));
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => css`
    animation: ${fadeIn} ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

// Not a heading element: a popover sits anywhere in the page outline; the title names the dialog instead.
export const Title = styled.div`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  border-start-start-radius: ${({ theme }) => theme.radii.md};
  border-start-end-radius: ${({ theme }) => theme.radii.md};
`;

export const Body = styled.div`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
`;
