import styled from 'styled-components';

export const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

// Block size reserved before the width is measured, so the card does not grow once the sparkline appears.
export const SparklineRow = styled.div`
  min-block-size: 32px;
  margin-block: ${({ theme }) => theme.space.md};

  svg {
    display: block;
  }
`;

export const BigNumber = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1.1;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;

export const Rings = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-around;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

export const WeekRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ActivityList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.sm};
  }

  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }

  strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  time {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;
