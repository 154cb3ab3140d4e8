import styled, { css, type DefaultTheme } from 'styled-components';

/** Visual weight and meaning of a button. */
export type ButtonVariant = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'link';
/** Height and padding scale of a button. */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const sizes: Record<
  ButtonSize,
  { height: string; paddingInline: string; fontSize: keyof DefaultTheme['typography']['size'] }
> = {
  xs: { height: '22px', paddingInline: '6px', fontSize: 'xs' },
  sm: { height: '28px', paddingInline: '10px', fontSize: 'sm' },
  md: { height: '32px', paddingInline: '12px', fontSize: 'md' },
  lg: { height: '42px', paddingInline: '18px', fontSize: 'xl' },
};

function variantColors(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'default':
      return { background: c.surface, color: c.text, border: c.borderStrong };
    case 'link':
      return { background: 'transparent', color: c.primary, border: 'transparent' };
    default: {
      const background = c[variant];
      const onKey = `on${variant[0]!.toUpperCase()}${variant.slice(1)}` as 'onPrimary';
      return { background, color: c[onKey], border: background };
    }
  }
}

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $isPressed: boolean;
  $isFocusVisible: boolean;
  $isBlock: boolean;
}>`
  ${({ theme, $variant, $size }) => {
    const colors = variantColors(theme, $variant);
    const size = sizes[$size];
    return css`
      display: ${'inline-flex'};
      align-items: center;
      justify-content: center;
      gap: ${theme.space.xs};
      min-height: ${size.height};
      padding-block: 0;
      padding-inline: ${size.paddingInline};
      font: inherit;
      font-size: ${theme.typography.size[size.fontSize]};
      font-weight: ${theme.typography.weight.regular};
      line-height: 1.2;
      color: ${colors.color};
      background: ${colors.background};
      border: 1px solid ${colors.border};
      border-radius: ${theme.radii.sm};
      cursor: pointer;
      user-select: none;
      white-space: nowrap;
      text-decoration: ${$variant === 'link' ? 'underline' : 'none'};
      transition:
        filter ${theme.motion.fade}ms ${theme.motion.easing},
        box-shadow ${theme.motion.fade}ms ${theme.motion.easing};
    `;
  }}
  width: ${({ $isBlock }) => ($isBlock ? '100%' : 'auto')};

  &:hover:not(:disabled) {
    filter: brightness(0.93);
  }

  ${({ $isPressed }) =>
    $isPressed &&
    css`
      filter: brightness(0.85);
      box-shadow: inset 0 2px 4px rgba(0, 0, 0, 0.2);
    `}

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    `}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  & > svg {
    flex: none;
    width: 1em;
    height: 1em;
  }
`;
