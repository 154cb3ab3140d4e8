import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Status = styled.p<{ $isFailure: boolean }>`
  margin: 0;
  color: ${({ theme, $isFailure }) => ($isFailure ? theme.colors.danger : theme.colors.text)};
`;

export const Code = styled.pre<{ $maxBlockSize?: string }>`
  margin: 0;
  max-block-size: ${({ $maxBlockSize }) => $maxBlockSize ?? 'none'};
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.typography.mono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.5;
  /* Code reads left to right in every language. */
  direction: ltr;
  text-align: start;
  white-space: pre;
  tab-size: 2;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
