import styled, { css, type DefaultTheme } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import type { CalendarTone } from './calendarColours';

/** Height of one hour in week and day views, in pixels. */
export const hourHeight = 40;
const timeColumn = '64px';
/** Narrowest a day column of the week view gets before the week scrolls sideways, in pixels. */
export const minDayWidth = 88;

function toneColours(theme: DefaultTheme, tone: CalendarTone): [string, string] {
  const { colors } = theme;
  if (tone === 'dark') return [colors.inverseSurface, colors.onInverse];
  if (tone === 'warning') return [colors.warning, colors.onWarning];
  if (tone === 'success') return [colors.success, colors.onSuccess];
  if (tone === 'info') return [colors.info, colors.onInfo];
  if (tone === 'danger') return [colors.danger, colors.onDanger];
  return [colors.primary, colors.onPrimary];
}

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

/** Marks the day or hour an event would land on. */
export const dropTargetStyle = css<{ $isDropTarget: boolean }>`
  ${({ theme, $isDropTarget }) =>
    $isDropTarget &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    `}
`;

export const CalendarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ToolbarGroup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Title = styled.h2`
  margin: 0;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const LiveTitle = styled.div`
  ${visuallyHidden}
`;

export const Grid = styled.div`
  display: grid;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const MonthRow = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
`;

export const ColumnHeader = styled.div`
  padding: ${({ theme }) => theme.space.xs};
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const DayCell = styled.div<{ $isOutside: boolean; $isToday: boolean; $isDropTarget: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1px;
  min-block-size: 96px;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.xxs};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $isToday, $isOutside }) =>
    $isToday ? theme.colors.selectedBackground : $isOutside ? theme.colors.surfaceMuted : 'transparent'};
  color: ${({ theme, $isOutside }) => ($isOutside ? theme.colors.textMuted : 'inherit')};
  ${dropTargetStyle}
`;

export const DayNumber = styled.button`
  align-self: flex-end;
  min-inline-size: 24px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const EventChip = styled.button<{ $tone: CalendarTone; $isDragging?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;
  min-inline-size: 0;
  padding: 1px ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => toneColours(theme, $tone)[0]};
  color: ${({ theme, $tone }) => toneColours(theme, $tone)[1]};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: start;
  cursor: pointer;
  overflow: hidden;
  /* The original stays in place, faded, while its copy follows the pointer. */
  opacity: ${({ $isDragging }) => ($isDragging ? 0.4 : 1)};
  ${focusRing}
  &:focus-visible {
    outline-offset: 1px;
  }
`;

export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ChipTime = styled.span`
  /* Times and counts keep their own reading order inside right-to-left text. */
  unicode-bidi: plaintext;
  flex: none;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const MoreLink = styled.button`
  /* Times and counts keep their own reading order inside right-to-left text. */
  unicode-bidi: plaintext;
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

/** Lets a week too wide for a phone scroll sideways instead of squeezing each day to a sliver. */
export const TimeFrame = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
`;

/** The time view's own width: every day column stays wide enough to read an event's time and title. */
export const TimeWidth = styled.div<{ $days: number }>`
  min-inline-size: calc(${timeColumn} + ${({ $days }) => $days} * ${minDayWidth}px);
`;

export const TimeHeader = styled.div<{ $days: number }>`
  display: grid;
  grid-template-columns: ${timeColumn} repeat(${({ $days }) => $days}, minmax(0, 1fr));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

export const AllDayCell = styled.div<{ $isDropTarget: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1px;
  min-block-size: 28px;
  padding: ${({ theme }) => theme.space.xxs};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  ${dropTargetStyle}
`;

export const RowLabel = styled.div`
  /* Times and counts keep their own reading order inside right-to-left text. */
  unicode-bidi: plaintext;
  white-space: nowrap;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TimeScroller = styled.div`
  max-block-size: 560px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const TimeBody = styled.div`
  position: relative;
`;

/** The hour slots; their cells are the roving tab stops, so the grid itself needs no tab stop. */
export const SlotGrid = styled.div``;

export const HourRow = styled.div<{ $days: number }>`
  display: grid;
  grid-template-columns: ${timeColumn} repeat(${({ $days }) => $days}, minmax(0, 1fr));
  block-size: ${hourHeight}px;
`;

export const Slot = styled.div<{ $isToday: boolean; $isDropTarget: boolean }>`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $isToday }) => ($isToday ? theme.colors.selectedBackground : 'transparent')};
  ${dropTargetStyle}
  ${focusRing}
`;

export const Overlay = styled.div<{ $days: number }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: ${timeColumn} repeat(${({ $days }) => $days}, minmax(0, 1fr));
  pointer-events: none;
`;

export const OverlayColumn = styled.div`
  position: relative;
  grid-column-end: span 1;
`;

/** Places a timed event in its column and holds its resize handle beside (never inside) its button. */
export const TimedEventBox = styled.div<{ $isDragging: boolean }>`
  position: absolute;
  display: flex;
  pointer-events: auto;
  z-index: ${({ $isDragging }) => ($isDragging ? 1 : 'auto')};
`;

export const TimedEvent = styled(EventChip)`
  flex-wrap: wrap;
  align-items: baseline;
  align-content: flex-start;
  row-gap: 0;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.surface};
`;

export const ResizeHandle = styled.button`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  block-size: 8px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: ns-resize;
  touch-action: none;
  &::after {
    content: '';
    display: block;
    inline-size: 16px;
    block-size: 2px;
    margin: 3px auto 0;
    border-radius: 1px;
    background: currentColor;
    opacity: 0;
  }
  &:hover::after,
  &:focus-visible::after {
    opacity: 0.8;
  }
  ${focusRing}
`;

/** The copy of an event that follows the pointer or the arrow keys while it is dragged. */
export const DragPreview = styled(EventChip).attrs({ as: 'div' })`
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: grabbing;
`;

export const DayList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Detail = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
