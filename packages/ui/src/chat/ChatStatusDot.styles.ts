import styled, { css, type DefaultTheme } from 'styled-components';
import type { ChatStatus } from './chatEntities';

const fill = (theme: DefaultTheme, status: ChatStatus) =>
  ({
    online: theme.colors.success,
    busy: theme.colors.danger,
    away: theme.colors.warning,
    offline: 'transparent',
  })[status];

// Shapes for colour-blind mode: circle, square, diamond and ring.
const shape = (status: ChatStatus) =>
  ({
    online: css`
      border-radius: 50%;
    `,
    busy: css`
      border-radius: 1px;
    `,
    away: css`
      border-radius: 1px;
      transform: rotate(45deg) scale(0.85);
    `,
    offline: css`
      border-radius: 50%;
    `,
  })[status];

export const Dot = styled.span<{ $status: ChatStatus }>`
  display: inline-block;
  flex: none;
  inline-size: 9px;
  block-size: 9px;
  border-radius: 50%;
  background: ${({ theme, $status }) => fill(theme, $status)};
  border: 2px solid
    ${({ theme, $status }) => ($status === 'offline' ? theme.colors.textMuted : fill(theme, $status))};
  ${({ theme, $status }) => theme.isColorBlindFriendly && shape($status)}
`;
