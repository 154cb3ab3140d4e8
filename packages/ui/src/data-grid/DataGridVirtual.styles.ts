import styled from 'styled-components';
import { Scroller } from './DataGrid.styles';

/** The box a virtualised grid's rows scroll in: a fixed height, and rows of one height (cells do not wrap). */
export const VirtualScroller = styled(Scroller)`
  block-size: ${({ $maxHeight }) => $maxHeight};

  & tbody td {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** The cell of a spacer row: only height, no padding or border. */
export const SpacerCell = styled.td`
  padding: 0;
  border: 0;
`;
