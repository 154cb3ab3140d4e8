import styled from 'styled-components';

export const StyledTextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 30px;
  padding-block: 6px;
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight};
  color: inherit;
  background: transparent;
  border: 0;
  outline: none;
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    resize: none;
  }
`;

/** Description and character counter share one line under the box. */
export const HelpRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
  }
`;

export const Counter = styled.div<{ $isFull: boolean }>`
  /* Digits carry no direction: in right-to-left text "0 / 40" would read "40 / 0". The count takes the
     direction of its own words, so a translated counter with letters still reads the right way. */
  unicode-bidi: plaintext;
  flex: none;
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $isFull }) => ($isFull ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $isFull }) => ($isFull ? theme.typography.weight.semibold : theme.typography.weight.regular)};
`;
