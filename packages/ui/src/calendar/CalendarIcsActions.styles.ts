import styled from 'styled-components';

export const ActionsRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

export const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
