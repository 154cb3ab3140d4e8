import styled, { css } from 'styled-components';
import { onPhone } from '../theme/onPhone';

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
  block-size: 180px;
  overflow-y: auto;
  overflow-wrap: anywhere;
  ${focusRing}
`;

export const BoxMessage = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xxs};
  /* Messages are shown exactly as typed, blank lines and runs of spaces included. */
  white-space: pre-wrap;
  color: ${({ theme }) => theme.colors.text};
`;

export const MessageAuthor = styled.b`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: normal;
`;
