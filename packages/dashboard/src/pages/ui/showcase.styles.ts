import styled from 'styled-components';

/** Two columns of panels from 980 px up, like the original's half-width widgets; one column below. */
export const PanelColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (min-width: 980px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A column of panels inside {@link PanelColumns}. */
export const PanelStack = styled.div`
  min-width: 0;
`;

/** Controls in a wrapping row. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & + & {
    margin-block-start: ${({ theme }) => theme.space.md};
  }
`;

/** A bars or samples list with even gaps. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Small heading inside a panel, above one group of samples. */
export const SampleHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};

  &:first-child {
    margin-block-start: 0;
  }
`;

/** A line of explanation in a panel. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    font-family: ${({ theme }) => theme.typography.mono};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** Alerts stacked above the panels, with the gap the original left between them. */
export const AlertStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

/** Form fields of a demo dialog, one under the other. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A full-width table of samples with the panels' cell padding; its rules and fills are the caller's. */
export const SampleTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
  }

  th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;
