import styled from 'styled-components';
import type { NotificationVariant } from './Notifier';
import { variantColors } from './NotificationBox.styles';

/** Dims the whole page behind the message box. */
export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** The box itself: 70 % of the window, at most 600 px, like dialogs, so its text stays readable. */
export const Panel = styled.div<{ $variant: NotificationVariant }>`
  box-sizing: border-box;
  width: min(70vw, 600px);
  min-width: min(100%, 280px);
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.lg});
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 4px solid ${({ theme, $variant }) => variantColors(theme, $variant).background};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.typography.family};
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight};
  outline: none;
`;

export const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

export const HeadingIcon = styled.span<{ $variant: NotificationVariant }>`
  display: flex;
  flex: none;
  width: 32px;
  height: 32px;
  color: ${({ theme, $variant }) =>
    $variant === 'neutral' ? theme.colors.text : variantColors(theme, $variant).background};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1.25;
`;

export const Body = styled.div`
  overflow-wrap: anywhere;

  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xl};
`;
