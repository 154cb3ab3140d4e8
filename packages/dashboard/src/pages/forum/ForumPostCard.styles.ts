import { SafeHtml } from '@atrium/ui';
import styled from 'styled-components';

export const PostList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A post: the author's card beside the post, stacked on phones. */
export const Card = styled.article`
  display: grid;
  grid-template-columns: 168px minmax(0, 1fr);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Author = styled.div`
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};

  strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  @media (max-width: 639px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    justify-items: start;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.sm};
    text-align: start;
    border-inline-end: 0;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};

    img,
    span[aria-hidden] {
      grid-row: span 2;
      inline-size: 40px;
      block-size: 40px;
    }
  }
`;

export const PostColumn = styled.div`
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-inline-size: 0;
`;

export const PostHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The post's sanitised HTML, with quotes and code set apart. */
export const Body = styled(SafeHtml)`
  padding: ${({ theme }) => theme.space.md};
  line-height: 1.6;
  overflow-wrap: anywhere;

  > :first-child {
    margin-block-start: 0;
  }

  > :last-child {
    margin-block-end: 0;
  }

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.borderStrong};
  }

  blockquote p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }

  code {
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-family: ${({ theme }) => theme.typography.mono};
    font-size: 0.92em;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.sm}`};
`;
