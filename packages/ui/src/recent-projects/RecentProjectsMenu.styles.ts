import styled from 'styled-components';
import { Button } from '../button';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  line-height: 1.1;
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    display: none;
  }
`;

export const Caption = styled.span`
  /* Reads in its own direction, so "Projects:" keeps its colon at the end on a right-to-left page. */
  unicode-bidi: plaintext;
  color: ${({ theme }) => theme.colors.header.text};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-transform: uppercase;
`;

export const Trigger = styled(Button)`
  min-height: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.header.text};
  font-size: ${({ theme }) => theme.typography.size.lg};
  background: transparent;
  border: 0;
  &:hover {
    background: transparent;
    text-decoration: underline;
  }
`;
