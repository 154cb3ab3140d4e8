import styled, { css } from 'styled-components';
import type { AlertVariant } from './alertRole';

export const StyledAlert = styled.div<{ $variant: AlertVariant; $isExiting: boolean }>`
  ${({ theme, $variant }) => {
    const fill = theme.colors[$variant];
    // A light tint of the state over the surface keeps page text AA in every skin; the bar carries the hue.
    return css`
      display: flex;
      align-items: flex-start;
      gap: ${theme.space.sm};
      box-sizing: border-box;
      padding-block: ${theme.space.md};
      padding-inline: ${theme.space.lg} ${theme.space.sm};
      margin-block-end: ${theme.space.lg};
      font-size: ${theme.typography.size.md};
      line-height: ${theme.typography.lineHeight};
      color: ${theme.colors.text};
      background: color-mix(in srgb, ${fill} 8%, ${theme.colors.surface});
      border: 1px solid color-mix(in srgb, ${fill} 35%, ${theme.colors.surface});
      border-inline-start: 5px solid ${fill};
      border-radius: ${theme.radii.sm};
      transition: opacity ${theme.motion.fade}ms ${theme.motion.easing};
    `;
  }}
  opacity: ${({ $isExiting }) => ($isExiting ? 0 : 1)};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const AlertIcon = styled.span<{ $variant: AlertVariant }>`
  flex: none;
  display: inline-flex;
  padding-block-start: 0.15em;
  color: ${({ theme, $variant }) => theme.colors[$variant]};

  & > svg {
    inline-size: 1.15em;
    block-size: 1.15em;
  }
`;

export const AlertBody = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
`;

export const AlertTitle = styled.div`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  margin-block-end: ${({ theme }) => theme.space.xxs};
`;

export const CloseButton = styled.button<{ $isFocusVisible: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  margin-block-start: -${({ theme }) => theme.space.xxs};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}
`;
