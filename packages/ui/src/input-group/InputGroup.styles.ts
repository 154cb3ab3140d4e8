import styled, { css } from 'styled-components';
import { fieldSizeStyle, type FieldSize } from '../field/Field.styles';

const joinedCorners = css`
  border-radius: 0;
`;

export const GroupRow = styled.div<{ $size: FieldSize }>`
  display: flex;
  align-items: stretch;
  min-inline-size: 0;
  ${({ theme, $size }) => fieldSizeStyle(theme, $size)}

  /* Neighbours share one border line; the focused piece comes forward so its whole ring shows. */
  & > * + * {
    margin-inline-start: -1px;
  }
  & > :focus-within {
    z-index: 1;
  }
  & > :not(:first-child) {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  & > :not(:last-child) {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
`;

/** One add-on's place in the row; the button or box inside takes the row's height and shape. */
export const AddonCell = styled.div`
  position: relative;
  display: flex;
  flex: none;
  align-items: stretch;

  & > button,
  & > .atrium-input-addon {
    ${joinedCorners}
  }
  ${GroupRow} > &:first-child > button,
  ${GroupRow} > &:first-child > .atrium-input-addon {
    border-start-start-radius: ${({ theme }) => theme.radii.sm};
    border-end-start-radius: ${({ theme }) => theme.radii.sm};
  }
  ${GroupRow} > &:last-child > button,
  ${GroupRow} > &:last-child > .atrium-input-addon {
    border-start-end-radius: ${({ theme }) => theme.radii.sm};
    border-end-end-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const ControlCell = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 auto;
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radii.sm};

  & > * {
    flex: 1 1 auto;
    min-inline-size: 0;
    border-radius: inherit;
  }
`;

export const StyledAddon = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
  /* Takes its direction from its own text: ".00" and "https://" stay as written in right-to-left pages. */
  unicode-bidi: plaintext;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};

  & > svg {
    width: 1em;
    height: 1em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* A checkbox or radio add-on: just the mark, centred, no field spacing around it. */
  & .atrium-field {
    gap: 0;
  }
  & label {
    align-self: center;
  }
`;
