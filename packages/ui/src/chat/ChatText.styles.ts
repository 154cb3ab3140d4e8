import styled from 'styled-components';

export const EmoticonGlyph = styled.span`
  font-family:
    'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', ${({ theme }) => theme.typography.family};
  line-height: 1;
`;
