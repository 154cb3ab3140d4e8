import styled from 'styled-components';
import { controlHeight } from './Field.styles';
import { fieldClassNames } from './fieldValidationState';

const field = `.${fieldClassNames.root}`;
const label = `.${fieldClassNames.label}`;

export const HorizontalRoot = styled.div<{ $labelWidth: string }>`
  --atrium-label-width: ${({ $labelWidth }) => $labelWidth};
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;

  /* Wide enough: each labelled field is a row, its label in the first column, the rest in the second. */
  @container (min-width: 32rem) {
    & > ${field}:has(> ${label}) {
      display: grid;
      grid-template-columns: var(--atrium-label-width) minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space.lg};
      row-gap: ${({ theme }) => theme.space.xs};
    }
    & > ${field}:has(> ${label}) > * {
      grid-column: 2;
    }
    & > ${field} > ${label} {
      grid-column: 1;
      grid-row: 1 / span 3;
      align-self: start;
      display: flex;
      align-items: center;
      justify-content: flex-end;
      min-block-size: ${controlHeight};
      text-align: end;
    }
    /* A group's choices start with a line of text, not a box: its label lines up with that line. */
    & > ${field}:is([role='group'], [role='radiogroup']) > ${label} {
      min-block-size: 0;
    }
    /* A lone checkbox, the buttons: lined up under the controls rather than the labels. */
    & > :not(${field}:has(> ${label})) {
      margin-inline-start: calc(var(--atrium-label-width) + ${({ theme }) => theme.space.lg});
    }
  }
`;
