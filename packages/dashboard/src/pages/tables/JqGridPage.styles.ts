import styled from 'styled-components';

export const ActionButtons = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
`;
