import { css, type RuleSet } from 'styled-components';
import type { AtriumTheme } from './tokens';
import { visuallyHidden } from './visuallyHidden';

/** Applies `rules` below the theme's phone breakpoint: a phone in portrait. */
export const onPhone = (rules: RuleSet<object>) => css`
  @media (max-width: ${({ theme }: { theme: AtriumTheme }) => theme.layout.phoneBreakpoint - 0.02}px) {
    ${rules}
  }
`;

/** Leaves a name to screen readers only on a phone, where a mark or an icon stands for it. */
export const nameHiddenOnPhone = onPhone(visuallyHidden);
