import styled from 'styled-components';

/** The value as a dashed-underlined link-like button, the classic in-place editing cue. */
export const ValueButton = styled.button<{ $isEmpty: boolean }>`
  display: inline;
  padding: 0;
  font: inherit;
  font-style: ${({ $isEmpty }) => ($isEmpty ? 'italic' : 'normal')};
  color: ${({ theme, $isEmpty }) => ($isEmpty ? theme.colors.danger : theme.colors.link)};
  text-align: start;
  overflow-wrap: anywhere;
  background: transparent;
  border: 0;
  border-block-end: 1px dashed currentColor;
  cursor: pointer;

  &:hover {
    border-block-end-style: solid;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The value while editing is switched off: plain text. */
export const ValueText = styled.span<{ $isEmpty: boolean }>`
  font-style: ${({ $isEmpty }) => ($isEmpty ? 'italic' : 'normal')};
  color: ${({ theme, $isEmpty }) => ($isEmpty ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

export const EditorForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: min(260px, 100%);
`;

export const EditorRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;
