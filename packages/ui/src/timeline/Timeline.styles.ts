import styled from 'styled-components';

/** The rail runs down the inline-start side, so the list reads the same way in either direction. */
export const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 19px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

export const Marker = styled.li`
  position: relative;
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  &:first-child {
    margin-block-start: 0;
  }
`;

export const MarkerText = styled.h3`
  display: inline-block;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const Entry = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

export const Bubble = styled.span<{ $fill: string; $on: string }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${({ $on }) => $on};
  background: ${({ $fill }) => $fill};
  border: 3px solid ${({ theme }) => theme.colors.background};
  border-radius: 50%;
`;

export const Card = styled.article`
  position: relative;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export const Title = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const Time = styled.time`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Body = styled.div`
  margin-block-start: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;
