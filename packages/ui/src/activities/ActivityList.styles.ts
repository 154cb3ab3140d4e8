import styled, { css } from 'styled-components';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li<{ $isUnread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  /* The stripe marks unread entries beside the bold title and hidden text, so colour is not the only cue. */
  border-inline-start: 3px solid transparent;

  &:last-child {
    border-block-end: 0;
  }

  ${({ theme, $isUnread }) =>
    $isUnread &&
    css`
      border-inline-start-color: ${theme.colors.primary};
    `}
`;

export const Avatar = styled.img`
  flex: none;
  inline-size: 36px;
  block-size: 36px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1 1 auto;
  min-inline-size: 0;
`;

export const Heading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.span<{ $isUnread: boolean }>`
  min-inline-size: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme, $isUnread }) =>
    $isUnread ? theme.typography.weight.bold : theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};

  & a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }

  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const Time = styled.time`
  flex: none;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

// Two lines of the body are a teaser; the full text belongs to the page the entry leads to.
export const Teaser = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;
