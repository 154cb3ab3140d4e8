import styled from 'styled-components';
import { controlHeight } from '../field';

/** Tags and the text input wrap together inside the field's frame. */
export const TagsArea = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding-block: 3px;
  padding-inline: ${({ theme }) => theme.space.xs};
`;

export const TagList = styled.ul`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TagChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  min-height: calc(${controlHeight} - 10px);
  padding-inline: ${({ theme }) => `${theme.space.sm} ${theme.space.xxs}`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
`;

export const RemoveTagButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  padding: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: 1;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  opacity: 0.85;

  &:hover {
    opacity: 1;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: -2px;
  }
`;

export const TagTextInput = styled.input`
  flex: 1 0 8ch;
  min-width: 8ch;
  height: calc(${controlHeight} - 10px);
  padding: 0;
  padding-inline: ${({ theme }) => theme.space.xxs};
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
