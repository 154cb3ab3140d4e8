import styled from 'styled-components';

export const DetailGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  p {
    margin: 0;
  }
`;

export const Category = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const ProductName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.light};
`;

export const Price = styled.span`
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const ListPrice = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Description = styled.p`
  max-width: 60ch;
  line-height: 1.6;
`;

export const Stock = styled.p<{ $isLow: boolean }>`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme, $isLow }) => ($isLow ? theme.colors.danger : theme.colors.success)};
`;
