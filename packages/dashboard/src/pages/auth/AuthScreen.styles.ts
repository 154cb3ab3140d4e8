import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { onPhone } from '@atrium/ui';

// The frame the sign-in screens share: a header with the logo and one action, a centred main area.

export const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

export const ScreenHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 70px;
  padding-inline: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.backgroundImage ?? theme.colors.header.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  ${onPhone(css`
    padding-inline: ${({ theme }) => theme.space.lg};
  `)}
`;

export const HeaderAction = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  ${onPhone(css`
    & > span {
      display: none;
    }
  `)}
`;

/** A router link drawn as the header's call to action. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding-inline: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-transform: uppercase;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.onDanger};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    filter: brightness(0.93);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A plain text link inside a card. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * Page body: an intro beside the form card on a wide screen, stacked (card first after the title) on a phone;
 * `$isWide` gives a long form more of the row.
 */
export const ScreenMain = styled.main<{ $isWide?: boolean }>`
  flex: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, ${({ $isWide }) => ($isWide ? 520 : 360)}px);
  grid-template-areas:
    'intro card'
    'info card';
  grid-template-rows: auto 1fr;
  column-gap: ${({ theme }) => theme.space.xxl};
  row-gap: ${({ theme }) => theme.space.xl};
  align-content: start;
  width: min(100%, 1130px);
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'intro' 'card' 'info';
    grid-template-rows: auto;
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

export const Intro = styled.section`
  grid-area: intro;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.typography.size.display};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  & p {
    max-width: 34ch;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    line-height: 1.5;
  }
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    & h1 {
      margin: 0;
    }
    & p,
    & svg {
      display: none;
    }
  }
`;

/** Columns of information under the intro. */
export const InfoColumns = styled.div`
  grid-area: info;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-content: start;
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  & p {
    margin: 0;
    line-height: 1.5;
  }
`;

export const CardColumn = styled.div`
  grid-area: card;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const CardHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  background: ${({ theme }) => theme.colors.widgetHeader.background};
  color: ${({ theme }) => theme.colors.widgetHeader.text};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const CardForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `0 -${theme.space.lg} -${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  & > a {
    margin-inline-end: auto;
  }
`;
