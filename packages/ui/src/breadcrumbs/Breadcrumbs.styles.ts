import styled from 'styled-components';

/** `default` for light surfaces; `inverse` for the dark ribbon, in `theme.colors.ribbon.text`. */
export type BreadcrumbsAppearance = 'default' | 'inverse';

export const CrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Crumb = styled.li<{ $appearance: BreadcrumbsAppearance }>`
  display: inline-flex;
  align-items: center;
  color: ${({ theme, $appearance }) => ($appearance === 'inverse' ? theme.colors.ribbon.text : theme.colors.textMuted)};

  /* A chevron between items, drawn with two borders so no glyph is read aloud; it points the other way in RTL. */
  & + &::before {
    content: '';
    flex: none;
    inline-size: 0.4em;
    block-size: 0.4em;
    margin-inline: ${({ theme }) => theme.space.sm};
    border-block-start: 1px solid currentColor;
    border-inline-end: 1px solid currentColor;
    transform: rotate(45deg);
    opacity: 0.8;
  }
  &:dir(rtl) + &::before {
    transform: rotate(-45deg);
  }

  /* Styled through the item so that any link element works, including a router's own Link. */
  & a {
    color: ${({ theme, $appearance }) => ($appearance === 'inverse' ? theme.colors.ribbon.text : theme.colors.link)};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & a:hover {
    text-decoration: underline;
  }
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const CurrentCrumb = styled.span<{ $appearance: BreadcrumbsAppearance }>`
  font-weight: ${({ theme, $appearance }) =>
    $appearance === 'inverse' ? theme.typography.weight.semibold : theme.typography.weight.regular};
`;
