import styled from 'styled-components';

/** A form on a twelve-column grid, as the original's `col-N` layouts; one column in a narrow widget. */
export const GridForm = styled.form`
  container-type: inline-size;
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A cell of a {@link GridForm} spanning `$span` of the twelve columns, or all of them below 36rem. */
export const GridCell = styled.div<{ $span: number }>`
  grid-column: span 12;
  min-inline-size: 0;

  @container (min-width: 36rem) {
    grid-column: span ${({ $span }) => $span};
  }
`;
