import styled from 'styled-components';

// Shared by the photo, poll and forum cards: who posted and when, above the card's content.
export const Byline = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.sm};

  p {
    margin: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

// Written text takes its direction from its own first letters, so English under a right-to-left layout keeps
// its full stop and question mark at its end (and Arabic under a left-to-right one).
export const Caption = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  unicode-bidi: plaintext;
`;

export const PollActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export const OwnVote = styled.p`
  margin: 0;
  unicode-bidi: plaintext;
`;

export const ResultList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

export const ResultRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
`;

// The bar repeats the percentage written beside it, so it is hidden from assistive technology. The user's
// own choice is drawn in the primary colour, the others in grey.
export const ResultBar = styled.span<{ $percent: number; $isOwn: boolean }>`
  grid-column: 1 / -1;
  block-size: 8px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  &::before {
    content: '';
    display: block;
    inline-size: ${({ $percent }) => $percent}%;
    block-size: 100%;
    background: ${({ theme, $isOwn }) => ($isOwn ? theme.colors.primary : theme.colors.textMuted)};
  }
`;

export const Question = styled.h3`
  unicode-bidi: plaintext;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};

  &:focus {
    outline: none;
  }
`;

export const TopicList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.sm};
  }

  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3 {
    margin: 0;
    unicode-bidi: plaintext;
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const Replies = styled.span`
  unicode-bidi: plaintext;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
