import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// floating-ui writes `position` and `transform` into the style attribute, so the entry is a fade only. A span,
// because the tooltip sits beside its trigger, which may be inside a paragraph.
export const Bubble = styled.span`
  /* Undo the browser's placement and frame for popover elements; floating-ui places it. */
  inset: auto;
  margin: 0;
  border: 0;
  overflow: visible;
  display: block;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(240px, calc(100vw - ${({ theme }) => theme.space.lg}));
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow-wrap: break-word;
  ${({ theme }) => css`
    animation: ${fadeIn} ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
