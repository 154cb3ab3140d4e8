import styled, { css } from 'styled-components';

/** The editor's box: toolbar on top, the document scrolling below it, `$height` tall in all. */
export const EditorFrame = styled.div<{ $height: string }>`
  display: flex;
  flex-direction: column;
  block-size: ${({ $height }) => $height};
  min-block-size: 200px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ToolGroup = styled.div`
  display: flex;
  gap: 1px;

  & + &::before {
    content: '';
    align-self: stretch;
    inline-size: 1px;
    margin-inline: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.border};
  }
`;

export const ToolButton = styled.button`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 28px;
    block-size: 28px;
    padding-inline: ${theme.space.xs};
    font: inherit;
    font-size: ${theme.typography.size.sm};
    font-weight: ${theme.typography.weight.bold};
    color: ${theme.colors.text};
    background: transparent;
    border: 1px solid transparent;
    border-radius: ${theme.radii.sm};
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${theme.colors.surface};
      border-color: ${theme.colors.border};
    }

    &[aria-pressed='true'] {
      background: ${theme.colors.selectedBackground};
      border-color: ${theme.colors.borderStrong};
      color: ${theme.colors.text};
    }

    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    }

    &:disabled {
      cursor: default;
      opacity: 0.45;
    }
  `}
`;

/**
 * A short label drawn in place of an icon ("H2"). It is drawn by CSS so that it is not read: the button's
 * accessible name ("Heading 2") says what it does, and a visible "H2" would not match that name.
 */
export const ToolText = styled.span<{ $text: string }>`
  &::before {
    content: '${({ $text }) => $text.replace(/[^\w ]/g, '')}';
  }
`;

/** How a written document looks: headings, lists, quotes, code, links, pictures and tables. */
export const documentTypography = css`
  ${({ theme }) => css`
    color: ${theme.colors.text};
    font-size: ${theme.typography.size.md};
    line-height: ${theme.typography.lineHeight};
    overflow-wrap: anywhere;
    & > :first-child {
      margin-block-start: 0;
    }
    p {
      margin-block: 0 ${theme.space.sm};
    }
    h1,
    h2,
    h3,
    h4 {
      margin-block: ${theme.space.lg} ${theme.space.sm};
      font-weight: ${theme.typography.weight.semibold};
      line-height: 1.25;
    }
    h1 {
      font-size: ${theme.typography.size.display};
    }
    h2 {
      font-size: ${theme.typography.size.xxl};
    }
    h3 {
      font-size: ${theme.typography.size.xl};
    }
    h4 {
      font-size: ${theme.typography.size.lg};
    }
    ul,
    ol {
      margin-block: 0 ${theme.space.sm};
      padding-inline-start: ${theme.space.xl};
    }
    li > p,
    th > p,
    td > p {
      margin: 0;
    }
    blockquote {
      margin: 0 0 ${theme.space.sm};
      padding: ${theme.space.xs} ${theme.space.md};
      border-inline-start: 4px solid ${theme.colors.borderStrong};
      color: ${theme.colors.textMuted};
    }
    a {
      color: ${theme.colors.link};
      text-decoration: underline;
    }
    code,
    pre {
      font-family: ${theme.typography.mono};
      font-size: 0.92em;
      background: ${theme.colors.surfaceMuted};
      border-radius: ${theme.radii.sm};
    }
    code {
      padding: 0 ${theme.space.xxs};
    }
    pre {
      padding: ${theme.space.sm} ${theme.space.md};
      overflow-x: auto;
    }
    pre code {
      padding: 0;
      background: none;
    }
    hr {
      border: none;
      border-block-start: 1px solid ${theme.colors.border};
      margin-block: ${theme.space.lg};
    }
    img {
      max-inline-size: 100%;
      block-size: auto;
    }
    img.ProseMirror-selectednode {
      outline: 2px solid ${theme.colors.focusRing};
    }
    table {
      border-collapse: collapse;
      inline-size: 100%;
      margin-block: 0 ${theme.space.sm};
      table-layout: fixed;
    }
    th,
    td {
      border: 1px solid ${theme.colors.borderStrong};
      padding: ${theme.space.xs} ${theme.space.sm};
      vertical-align: top;
      position: relative;
    }
    th {
      background: ${theme.colors.surfaceMuted};
      font-weight: ${theme.typography.weight.semibold};
      text-align: start;
    }
    .selectedCell::after {
      content: '';
      position: absolute;
      inset: 0;
      background: ${theme.colors.selectedBackground};
      opacity: 0.6;
      pointer-events: none;
    }
  `}
`;

/** The scrolling document; ProseMirror's own element is the page being written. */
export const DocumentArea = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow: auto;

  .ProseMirror {
    ${documentTypography}
    min-block-size: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    outline: none;
  }
`;
