import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import { EventChip } from './EventCalendar.styles';

export const ListRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

export const TemplateList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TemplateItem = styled.li`
  min-inline-size: 0;
  max-inline-size: 100%;
`;

/** A template looks like the event it makes, a little larger so it is easy to grab. */
export const TemplateChip = styled(EventChip)`
  flex-direction: column;
  align-items: flex-start;
  gap: 0;
  inline-size: auto;
  max-inline-size: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.size.md};
  cursor: grab;
  touch-action: none;
`;

export const TemplateTitle = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: 100%;
  overflow-wrap: anywhere;
`;

export const TemplateDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  max-inline-size: 100%;
  overflow-wrap: anywhere;
`;

export const EmptyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Instructions = styled.span`
  ${visuallyHidden}
`;
