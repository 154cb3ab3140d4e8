import styled from 'styled-components';

/** The UI demo pages' widgets side by side where each gets 420 px, in one column on narrow screens. */
export const DemoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;
