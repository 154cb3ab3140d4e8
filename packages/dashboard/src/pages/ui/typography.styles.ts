import styled from 'styled-components';

/** A sample heading in one size of the scale, its size in px beside it. */
export const HeadingSample = styled.p<{ $size: string }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ $size }) => $size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.2;

  small {
    margin-inline-start: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Running text with the spacing of an article. */
export const Prose = styled.div`
  p,
  ul,
  ol,
  dl {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.xl};
  }

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    margin-inline-start: ${({ theme }) => theme.space.lg};
  }

  mark {
    color: ${({ theme }) => theme.colors.onWarning};
    background: ${({ theme }) => theme.colors.warning};
  }

  code,
  kbd {
    padding: 1px ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.typography.mono};
    font-size: ${({ theme }) => theme.typography.size.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  code {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  kbd {
    color: ${({ theme }) => theme.colors.onInverse};
    background: ${({ theme }) => theme.colors.inverseSurface};
  }
`;

/** A lead paragraph, a step up from body text. */
export const Lead = styled.p`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.light};
`;

/** A list on one line, its items set apart by a gap. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;

  && {
    padding-inline-start: 0;
  }
`;

/** A quotation with a bar on its start side, or on its end side and aligned there. */
export const Quote = styled.blockquote<{ $isEnd?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.typography.size.xl};
  text-align: ${({ $isEnd }) => ($isEnd ? 'end' : 'start')};
  border-inline-${({ $isEnd }) => ($isEnd ? 'end' : 'start')}: 4px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  footer {
    font-size: ${({ theme }) => theme.typography.size.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A block of code that scrolls sideways rather than widening the page. */
export const CodeBlock = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.typography.mono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
