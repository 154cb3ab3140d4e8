import styled from 'styled-components';

export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export const RowSlot = styled.div`
  inline-size: 110px;
`;

export const Report = styled.p<{ $isError: boolean }>`
  flex-basis: 100%;
  margin: 0;
  min-block-size: 1.43em;
  color: ${({ theme, $isError }) => ($isError ? theme.colors.danger : theme.colors.text)};
  overflow-wrap: anywhere;
`;
