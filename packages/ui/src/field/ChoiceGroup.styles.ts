import styled from 'styled-components';

/** The boxes or radios of a group: a column, or a wrapping row with wider gaps. */
export const ChoiceItems = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space.lg : theme.space.xs)};
`;

/** The clickable label of one checkbox or radio, its mark before the text. */
export const ChoiceLabel = styled.label<{ $isDisabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  align-self: flex-start;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight};
  color: ${({ theme }) => theme.colors.text};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.55 : 1)};
  user-select: none;
`;
