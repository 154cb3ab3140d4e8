import styled, { type DefaultTheme } from 'styled-components';
import { Button } from '../button';
import { nameHiddenOnPhone } from '../theme/onPhone';

export const HeaderBar = styled.div`
  /* The phone's search bar opens just under the header. */
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding-inline-end: ${({ theme }) => theme.space.md};
`;

export const HeaderStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex: none;
  width: ${({ theme }) => theme.layout.navWidth}px;
  padding-inline: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    width: auto;
  }
`;

export const HeaderTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex: 1;
  min-width: 0;
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
`;

/** The header's square icon buttons (30 × 30), coloured by the skin's header tokens. */
export const HeaderButton = styled(Button)`
  min-height: 30px;
  min-width: 30px;
  padding-inline: 0;
  color: ${({ theme }) => theme.colors.header.buttonText};
  background: ${({ theme }) => theme.colors.header.buttonBackground};
  border-color: ${({ theme }) => theme.colors.header.buttonBorder};
  /* A pressed toggle (the listening microphone) stands out in the danger colour, as recording does elsewhere. */
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onDanger};
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.header.text};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: -0.01em;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const LogoName = styled.span`
  ${nameHiddenOnPhone}
`;

/** Below the mobile breakpoint the header shows only the search button; the field opens under it. */
const belowMobile = ({ theme }: { theme: DefaultTheme }) =>
  `@media (max-width: ${theme.layout.mobileBreakpoint - 0.02}px)`;

export const SearchArea = styled.div`
  display: flex;
  align-items: center;
`;

export const SearchToggle = styled(HeaderButton)`
  && {
    display: none;
  }
  ${belowMobile} {
    && {
      display: inline-flex;
    }
  }
`;

export const SearchForm = styled.form<{ $isOpen: boolean }>`
  display: flex;
  align-items: center;
  height: 30px;
  /* A neutral edge: a coloured one (the header buttons' red in Dark Elegance) reads as an invalid field. */
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  ${belowMobile} {
    display: ${({ $isOpen }) => ($isOpen ? 'flex' : 'none')};
    position: absolute;
    inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
    inset-inline: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    height: 36px;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const SearchInput = styled.input`
  width: 200px;
  ${belowMobile} {
    flex: 1;
    width: auto;
    min-width: 0;
  }
  height: 100%;
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SearchButton = styled.button`
  display: grid;
  place-items: center;
  width: 30px;
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  cursor: pointer;
`;
