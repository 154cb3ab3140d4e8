import styled, { css } from 'styled-components';
import { documentTypography } from '../rich-text-editor/RichTextEditor.styles';

/** The editor's box, `$height` tall: the writing pane and the preview side by side, or one at a time. */
export const MarkdownFrame = styled.div<{ $height: string }>`
  display: flex;
  flex-direction: column;
  block-size: ${({ $height }) => $height};
  min-block-size: 200px;
  min-inline-size: 0;
`;

export const SplitPanes = styled.div`
  flex: 1;
  min-block-size: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

/** Holds the selected tab's pane, filling the frame under the tabs. */
export const TabbedPane = styled.div`
  flex: 1;
  min-block-size: 0;
  display: flex;
  flex-direction: column;
  margin-block-start: -1px;

  & > [role='tabpanel'] {
    flex: 1;
    min-block-size: 0;
    display: flex;
    flex-direction: column;
    padding: 0;
  }
`;

const paneBox = css`
  ${({ theme }) => css`
    flex: 1;
    min-block-size: 0;
    display: flex;
    flex-direction: column;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    overflow: hidden;
  `}
`;

export const WritePane = styled.div`
  ${paneBox}

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const MarkdownField = styled.textarea`
  ${({ theme }) => css`
    flex: 1;
    min-block-size: 0;
    resize: none;
    padding: ${theme.space.md};
    font-family: ${theme.typography.mono};
    font-size: ${theme.typography.size.md};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: transparent;
    border: none;
    outline: none;
  `}
`;

export const PreviewPane = styled.div`
  ${paneBox}
  ${documentTypography}
  display: block;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

/** Said in the preview while there is nothing to show. */
export const EmptyPreview = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
