import styled, { css } from 'styled-components';
import { FilterInput } from './DataGrid.styles';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const ResizeHandle = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: -4px;
  z-index: 1;
  inline-size: 8px;
  cursor: col-resize;
  touch-action: none;

  /* A thin bar shows where the edge is while the pointer or focus is on it. */
  &::after {
    content: '';
    position: absolute;
    inset-block: 20%;
    inset-inline-start: 3px;
    inline-size: 2px;
    background: transparent;
  }

  &:hover::after,
  &:focus-visible::after {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export const SelectBox = styled.input`
  inline-size: 16px;
  block-size: 16px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusRing}
`;

/** A filter box's look, with the cell's alignment and a red border while the value is refused. */
export const EditorControl = styled(FilterInput)`
  text-align: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const EditorMessage = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: start;
  white-space: normal;
`;
