import { Link } from 'react-router';
import styled from 'styled-components';

/** Which state colour the large figure takes. */
export type ErrorTone = 'warning' | 'danger';

export const ErrorPanel = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-align: center;
`;

export const Figure = styled.p<{ $tone: ErrorTone }>`
  margin: 0;
  font-size: ${({ theme }) => `calc(${theme.typography.size.display} * 4)`};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

export const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.light};
`;

export const Explanation = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PrimaryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

export const LinksHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const LinkHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PlaceLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
