import styled from 'styled-components';

export const SearchPanel = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const SearchFormRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 720px;
  margin-block-end: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;
