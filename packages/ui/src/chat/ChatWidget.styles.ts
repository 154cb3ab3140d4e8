import styled, { css } from 'styled-components';
import type { ChatStatus } from './chatEntities';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;

  & > * {
    inline-size: 9rem;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

export const Conversation = styled.div`
  display: flex;
  flex: 1 1 280px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

export const Log = styled.div`
  max-block-size: 320px;
  overflow-y: auto;
  overflow-wrap: anywhere;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const MessageList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MessageItem = styled.li<{ $isOwn: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  /* The stripe tells the speakers apart beside the names, as the original's coloured picture frame did. */
  border-inline-start: 3px solid
    ${({ theme, $isOwn }) => ($isOwn ? theme.colors.primary : theme.colors.success)};

  &:last-child {
    border-block-end: 0;
  }
`;

export const Avatar = styled.img<{ $size: number }>`
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const MessageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  justify-content: space-between;
`;

// Names, dates and messages take their direction from their own text: English reads right on an RTL page.
export const Author = styled.bdi`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.link};
`;

export const Time = styled.time.attrs({ dir: 'auto' })`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Body = styled.p.attrs({ dir: 'auto' })`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  /* Messages are shown exactly as typed, blank lines and runs of spaces included. */
  white-space: pre-wrap;
`;

export const Composer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ComposerFooter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: flex-end;
`;

export const Hint = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Users = styled.section`
  flex: 0 1 200px;
  min-inline-size: 160px;
`;

export const UserList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const UserButton = styled.button<{ $status: ChatStatus }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme, $status }) => ($status === 'offline' ? theme.colors.textMuted : theme.colors.link)};
  text-align: start;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const UserName = styled.bdi`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  &:not(:empty) {
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
  }
`;
