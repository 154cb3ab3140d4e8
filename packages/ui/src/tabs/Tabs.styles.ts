import styled, { css, type DefaultTheme } from 'styled-components';
import { nameHiddenOnPhone } from '../theme/onPhone';

/** `tabs`: the classic bordered tabs; `pills`: rounded filled buttons without a rule below. */
export type TabsVariant = 'tabs' | 'pills';
/** `sm` is the compact size that fits inside a widget header. */
export type TabsSize = 'sm' | 'md';
/** Which way the tabs are laid out, and so which arrow keys move between them. */
export type TabsOrientation = 'horizontal' | 'vertical';

const sizes: Record<
  TabsSize,
  {
    paddingBlock: keyof DefaultTheme['space'];
    paddingInline: keyof DefaultTheme['space'];
    fontSize: keyof DefaultTheme['typography']['size'];
  }
> = {
  sm: { paddingBlock: 'xs', paddingInline: 'sm', fontSize: 'sm' },
  md: { paddingBlock: 'sm', paddingInline: 'md', fontSize: 'md' },
};

interface LayoutProps {
  $variant: TabsVariant;
  $orientation: TabsOrientation;
}

export const TabsRoot = styled.div<{ $orientation: TabsOrientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'row' : 'column')};
  min-width: 0;
`;

export const TabListRoot = styled.div<LayoutProps>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: ${({ $orientation }) => ($orientation === 'vertical' ? 'nowrap' : 'wrap')};
  flex: none;
  gap: ${({ theme, $variant }) => ($variant === 'pills' ? theme.space.xs : '0')};
  ${({ theme, $variant, $orientation }) =>
    $variant === 'tabs' &&
    ($orientation === 'horizontal'
      ? css`
          border-block-end: 1px solid ${theme.colors.border};
        `
      : css`
          border-inline-end: 1px solid ${theme.colors.border};
        `)}
`;

function selectedTabStyles(theme: DefaultTheme, variant: TabsVariant, orientation: TabsOrientation) {
  if (variant === 'pills') {
    return css`
      color: ${theme.colors.onPrimary};
      background: ${theme.colors.primary};
    `;
  }
  // The selected tab merges into its panel: same fill, and no border on the panel side.
  return css`
    color: ${theme.colors.text};
    font-weight: ${theme.typography.weight.semibold};
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
    ${
      orientation === 'horizontal'
        ? css`
            border-block-end-color: ${theme.colors.surface};
          `
        : css`
            border-inline-end-color: ${theme.colors.surface};
          `
    }

    &::before {
      content: '';
      position: absolute;
      background: ${theme.colors.link};
      ${
        orientation === 'horizontal'
          ? css`
              inset-block-start: -1px;
              inset-inline: -1px;
              block-size: 2px;
            `
          : css`
              inset-inline-start: -1px;
              inset-block: -1px;
              inline-size: 2px;
            `
      }
    }
  `;
}

export const TabButton = styled.div<
  LayoutProps & { $size: TabsSize; $isSelected: boolean; $isDisabled: boolean; $isFocusVisible: boolean }
>`
  ${({ theme, $size, $variant, $orientation }) => {
    const size = sizes[$size];
    return css`
      position: relative;
      display: inline-flex;
      align-items: center;
      gap: ${theme.space.xs};
      padding-block: ${theme.space[size.paddingBlock]};
      padding-inline: ${theme.space[size.paddingInline]};
      font-size: ${theme.typography.size[size.fontSize]};
      line-height: ${theme.typography.lineHeight};
      color: ${theme.colors.link};
      border: 1px solid transparent;
      cursor: pointer;
      user-select: none;
      white-space: nowrap;
      outline: none;
      ${
        $variant === 'pills'
          ? css`
              border-radius: ${theme.radii.md};
            `
          : $orientation === 'horizontal'
            ? css`
                margin-block-end: -1px;
                border-start-start-radius: ${theme.radii.md};
                border-start-end-radius: ${theme.radii.md};
              `
            : css`
                margin-inline-end: -1px;
                border-start-start-radius: ${theme.radii.md};
                border-end-start-radius: ${theme.radii.md};
              `
      }
    `;
  }}

  ${({ theme, $isSelected, $isDisabled }) =>
    !$isSelected &&
    !$isDisabled &&
    css`
      &:hover {
        background: ${theme.colors.surfaceMuted};
      }
    `}

  ${({ theme, $isSelected, $variant, $orientation }) =>
    $isSelected && selectedTabStyles(theme, $variant, $orientation)}

  ${({ theme, $isDisabled }) =>
    $isDisabled &&
    css`
      color: ${theme.colors.textMuted};
      cursor: not-allowed;
    `}

  ${({ theme, $isFocusVisible }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    `}

  & svg {
    flex: none;
    width: 1em;
    height: 1em;
  }
`;

/** A tab's title; on a phone, a tab with an icon can keep the title for screen readers only. */
export const TabTitle = styled.span<{ $isHiddenOnPhone: boolean }>`
  ${({ $isHiddenOnPhone }) => $isHiddenOnPhone && nameHiddenOnPhone}
`;

export const TabBadge = styled.span<{ $isInverted: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 1.6em;
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.6;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $isInverted }) => ($isInverted ? theme.colors.primary : theme.colors.onPrimary)};
  background: ${({ theme, $isInverted }) => ($isInverted ? theme.colors.surface : theme.colors.primary)};
`;

export const TabPanelRoot = styled.div<{ $isFocusVisible: boolean; $isFlush: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme, $isFlush }) => ($isFlush ? '0' : theme.space.md)};
  outline: none;

  ${({ theme, $isFocusVisible }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    `}
`;
