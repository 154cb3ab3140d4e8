import styled, { css } from 'styled-components';
import { onPhone } from '../theme/onPhone';
import { visuallyHidden } from '../theme/visuallyHidden';

/** Focus ring of the title bar's buttons, drawn inside so the fixed box does not clip it. */
const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Row = styled.div`
  display: contents;
`;

/** A box's place in the row and its width come in as `--chat-box-offset` and `--chat-box-width`. */
export const Box = styled.section`
  position: fixed;
  inset-block-end: 0;
  /* The row keeps its offsets, but a box never starts beyond the viewport's inline-start edge. */
  inset-inline-end: max(0px, min(var(--chat-box-offset), 100% - var(--chat-box-width)));
  inline-size: min(var(--chat-box-width), 100%);
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-block-end: 0;
  border-start-start-radius: ${({ theme }) => theme.radii.md};
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.size.md};
  /* Boxes slide into the place a closed box left. */
  transition: inset-inline-end ${({ theme }) => `${theme.motion.slideOut}ms ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  /* A phone has no room for a row: each box takes the whole width, docked at the bottom. */
  ${onPhone(css`
    inset-inline: 0;
    inline-size: auto;
  `)}
`;

export const TitleBar = styled.div`
  display: flex;
  align-items: stretch;
  color: ${({ theme }) => theme.colors.widgetHeader.text};
  background: ${({ theme }) => theme.colors.widgetHeader.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.widgetHeader.border};
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
`;

const barButton = css`
  display: inline-flex;
  align-items: center;
  padding-block: ${({ theme }) => theme.space.xs};
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  cursor: pointer;
  ${focusRing}
`;

export const TitleButton = styled.button`
  ${barButton}
  flex: 1;
  min-inline-size: 0;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: start;
`;

export const TitleText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const HeaderButton = styled.button`
  ${barButton}
  flex: none;
  justify-content: center;
  inline-size: 28px;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const BoxContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};

  &[hidden] {
    display: none;
  }
`;

export const BoxNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
`;

export const BoxLog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  block-size: 180px;
  overflow-y: auto;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space.xxs};
  ${focusRing}
`;

export const BoxEmpty = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space.sm};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A message as a bubble: yours at the inline end in the primary colour, theirs at the start. */
export const Bubble = styled.p<{ $isOwn: boolean }>`
  display: flex;
  flex-direction: column;
  max-inline-size: 85%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  align-self: ${({ $isOwn }) => ($isOwn ? 'flex-end' : 'flex-start')};
  color: ${({ theme, $isOwn }) => ($isOwn ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $isOwn }) => ($isOwn ? theme.colors.primary : theme.colors.surfaceMuted)};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $isOwn }) => ($isOwn ? 'border-end-end-radius: 2px;' : 'border-end-start-radius: 2px;')}
`;

export const BubbleText = styled.span.attrs({ dir: 'auto' })`
  /* Messages are shown exactly as typed, blank lines and runs of spaces included. */
  white-space: pre-wrap;
`;

export const BubbleTime = styled.time`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** The author is the box's title or you: read out, not drawn on every bubble. */
export const MessageAuthor = styled.span`
  ${visuallyHidden}
`;

export const ComposerRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;
