import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const SummaryList = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** A row of fields that share the width, wrapping to one column on narrow screens. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** The form's buttons, at the end of the line, on a light footer band as in the classic admin look. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
