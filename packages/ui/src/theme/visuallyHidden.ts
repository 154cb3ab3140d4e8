import { css } from 'styled-components';

/** Takes an element out of sight and out of the layout while screen readers still read it. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
