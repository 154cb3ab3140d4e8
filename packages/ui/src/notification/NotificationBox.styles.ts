import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import type { NotificationKind, NotificationVariant } from './Notifier';

/** Background and text colour of a variant, from the skin's state colours. */
export function variantColors(theme: DefaultTheme, variant: NotificationVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'success':
      return { background: c.success, color: c.onSuccess };
    case 'danger':
      return { background: c.danger, color: c.onDanger };
    case 'warning':
      return { background: c.warning, color: c.onWarning };
    case 'info':
      return { background: c.info, color: c.onInfo };
    case 'neutral':
      return { background: c.inverseSurface, color: c.onInverse };
  }
}

// Boxes come in from the screen edge they sit on: the right in LTR, the left in RTL.
const slideFromRight = keyframes`
  from { opacity: 0; transform: translateX(110%); }
  to { opacity: 1; transform: none; }
`;
const slideFromLeft = keyframes`
  from { opacity: 0; transform: translateX(-110%); }
  to { opacity: 1; transform: none; }
`;
// A few pixels each way: enough to catch the eye, gentler than the original's shake.
const shake = keyframes`
  0%, 100% { transform: none; }
  20%, 60% { transform: translateX(-4px); }
  40%, 80% { transform: translateX(4px); }
`;

const sizes = {
  small: { width: '360px', minHeight: 'auto', icon: '28px', title: 'lg', padding: 'md' },
  big: { width: '420px', minHeight: '150px', icon: '40px', title: 'xl', padding: 'lg' },
} as const;

export const Box = styled.div<{
  $kind: NotificationKind;
  $variant: NotificationVariant;
  $isShaking: boolean;
}>`
  ${({ theme, $kind, $variant, $isShaking }) => {
    const colors = variantColors(theme, $variant);
    const size = sizes[$kind];
    const slide = theme.direction === 'rtl' ? slideFromLeft : slideFromRight;
    return css`
      position: relative;
      display: grid;
      grid-template-columns: ${$kind === 'small' ? 'auto 1fr auto' : '1fr auto'};
      column-gap: ${theme.space.md};
      row-gap: ${theme.space.xs};
      align-items: start;
      box-sizing: border-box;
      width: min(${size.width}, calc(100vw - 2 * ${theme.space.lg}));
      min-height: ${size.minHeight};
      padding: ${theme.space[size.padding]};
      color: ${colors.color};
      background: ${colors.background};
      border-radius: ${theme.radii.md};
      box-shadow: ${theme.shadows.md};
      font-family: ${theme.typography.family};
      font-size: ${theme.typography.size.md};
      line-height: ${theme.typography.lineHeight};
      animation: ${slide} ${theme.motion.slideOut}ms ${theme.motion.easing} both
        ${$isShaking ? css`, ${shake} 500ms ease-in-out ${theme.motion.slideOut}ms 1` : ''};

      --notification-icon-size: ${size.icon};
      --notification-title-size: ${theme.typography.size[size.title]};

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `;
  }}
`;

export const Icon = styled.span<{ $kind: NotificationKind }>`
  display: flex;
  grid-row: ${({ $kind }) => ($kind === 'small' ? '1 / span 2' : '3')};
  grid-column: 1;
  align-self: ${({ $kind }) => ($kind === 'small' ? 'start' : 'end')};
  width: var(--notification-icon-size);
  height: var(--notification-icon-size);

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Title = styled.div<{ $kind: NotificationKind }>`
  grid-row: 1;
  grid-column: ${({ $kind }) => ($kind === 'small' ? 2 : 1)};
  margin: 0;
  font-size: var(--notification-title-size);
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Content = styled.div<{ $kind: NotificationKind }>`
  grid-column: ${({ $kind }) => ($kind === 'small' ? 2 : '1 / -1')};
  grid-row: 2;
  overflow-wrap: anywhere;
  white-space: pre-line;

  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
`;

export const RunningNumber = styled.div`
  grid-row: 3;
  grid-column: -2 / -1;
  align-self: end;
  justify-self: end;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export const CloseButton = styled.button<{ $isFocusVisible: boolean }>`
  grid-row: 1;
  grid-column: -2 / -1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-block-start: -${({ theme }) => theme.space.xxs};
  margin-inline-end: -${({ theme }) => theme.space.xs};
  padding: 0;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  opacity: 0.85;

  &:hover {
    opacity: 1;
  }

  & > svg {
    width: 16px;
    height: 16px;
  }

  /* The skin's focus colour, edged in the box's text colour so it shows on every state colour. */
  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      opacity: 1;
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
      box-shadow: 0 0 0 2px currentColor;
    `}
`;
