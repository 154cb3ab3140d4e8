import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const ResultCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};

  /* Stays in the page while empty (no display: none), so screen readers hear the first count. */
  &:empty {
    margin: 0;
  }
`;

export const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};

  &:empty {
    display: none;
  }
`;

export const NoticeActions = styled.div`
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

export const ResultList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
`;

export const ResultEntry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const ResultHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  line-height: 1.3;
`;

export const ResultLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  ${focusRing}
`;

export const Trail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TrailSeparator = styled.span`
  margin-inline: ${({ theme }) => theme.space.xxs};
`;

export const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Mark = styled.mark`
  padding-inline: 1px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  background: ${({ theme }) => theme.colors.selectedBackground};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Guidance = styled.div`
  max-width: 640px;
  padding-block: ${({ theme }) => theme.space.md};
`;

export const GuidanceTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const GuidanceText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const GuidanceList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-inline-start: ${({ theme }) => theme.space.xl};

  & > li + li {
    margin-block-start: ${({ theme }) => theme.space.xs};
  }
`;

export const SuggestionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SuggestionLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    text-decoration: underline;
  }

  ${focusRing}
`;
