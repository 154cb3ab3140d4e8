import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 280px);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: 979px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Posts = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

export const Post = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 240px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The picture's box is reserved from a fixed proportion, so the list never moves as pictures arrive. */
export const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const PostTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  line-height: 1.25;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const Excerpt = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const SideBlock = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

export const Recent = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};

  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
