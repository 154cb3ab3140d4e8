import styled from 'styled-components';

/**
 * One column along the inline-end edge: small boxes from the top, big boxes from the bottom, so the two
 * stacks can never overlap; when they outgrow the window the column scrolls instead.
 */
export const Column = styled.section<{ $isBehindModal: boolean }>`
  position: fixed;
  inset-block: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  /* While a message box is open the boxes sit under its dimmed backdrop, so they cannot cover its buttons. */
  z-index: ${({ theme, $isBehindModal }) => ($isBehindModal ? theme.zIndex.overlay : theme.zIndex.toast)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.sm});
  /* Room for the boxes' shadows inside the scrolling column. */
  padding: ${({ theme }) => theme.space.sm};
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* The column's empty area must not swallow clicks meant for the page beneath. */
  pointer-events: none;
`;

const Stack = styled.ol`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    pointer-events: auto;
  }
`;

/** Small boxes: top-right (top-left in RTL), newest on top. */
export const SmallStack = styled(Stack)`
  flex-direction: column;
`;

/** Big boxes: bottom-right (bottom-left in RTL), newest nearest the corner. */
export const BigStack = styled(Stack)`
  flex-direction: column-reverse;
  margin-block-start: auto;
`;
