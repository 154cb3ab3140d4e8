import styled from 'styled-components';

/** Takes no box of its own, so the trigger lays out as if unwrapped, yet it sees the pointer enter and leave. */
export const HoverArea = styled.span`
  display: contents;
`;
