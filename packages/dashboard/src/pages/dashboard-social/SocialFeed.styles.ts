import styled from 'styled-components';

export const Composer = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  > div {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

export const PostList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Post = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
`;

export const PostHeader = styled.header`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-block-size: 40px;
`;

export const Author = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

// pre-line keeps the writer's line breaks; anywhere stops long links from widening the column.
export const PostText = styled.p`
  grid-column: 2;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const PostActions = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

export const Tally = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
