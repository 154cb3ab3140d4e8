import styled from 'styled-components';

// floating-ui writes `position`, `transform`, `opacity` and `transition` into the style attribute.
export const Panel = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  flex-direction: column;
  inline-size: 340px;
  max-inline-size: calc(100vw - ${({ theme }) => theme.space.lg});
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
`;

/** Fills the panel frame while its contents load on first open. */
export const PanelLoading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;
