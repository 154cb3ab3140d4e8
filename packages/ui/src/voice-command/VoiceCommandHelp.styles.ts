import styled from 'styled-components';

export const HelpTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.md};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  q {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    quotes: '“' '”';
  }
`;
