import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { Locale } from 'date-fns';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useReducedMotion } from '../chart/useReducedMotion';
import { toneOf } from './calendarColours';
import { CalendarEventFace, ExternalEventFace } from './CalendarEventChip';
import { DragPreview } from './EventCalendar.styles';
import { defaultEventCalendarStrings } from './eventCalendarStrings';
import { useCalendarDrag, type CalendarDragData, type CalendarDropHandlers } from './useCalendarDrag';

/** What a {@link CalendarDragScope} shares with the calendar and the lists inside it. */
export interface CalendarDragScopeValue {
  /** The event, end or template being dragged. */
  active: CalendarDragData | null;
  /** The calendar hands over what it does with drops; `null` when it leaves. */
  register: (handlers: CalendarDropHandlers | null) => void;
}

const CalendarDragScopeContext = createContext<CalendarDragScopeValue | null>(null);

/** The drag scope around this component, or `null` outside any. */
export function useCalendarDragScope(): CalendarDragScopeValue | null {
  return useContext(CalendarDragScopeContext);
}

// A resize has no copy under the pointer: the event's own end follows, and the overlay stays empty.
function preview(active: CalendarDragData | null, locale?: Locale) {
  if (active?.kind === 'move')
    return (
      <DragPreview className={active.entry.className} $tone={toneOf(active.entry.className)}>
        <CalendarEventFace entry={active.entry} locale={locale} />
      </DragPreview>
    );
  if (active?.kind === 'external')
    return (
      <DragPreview className={active.template.className} $tone={toneOf(active.template.className)}>
        <ExternalEventFace template={active.template} />
      </DragPreview>
    );
  return null;
}

/**
 * One drag and drop space for an {@link EventCalendar} and the {@link ExternalEventList}s beside it, so their
 * templates can be dropped on the calendar's days and hours. A calendar on its own needs none: it makes its
 * own. Put the calendar and the lists anywhere inside; only one calendar per scope.
 */
export function CalendarDragScope({ children }: { children: ReactNode }) {
  const handlers = useRef<CalendarDropHandlers | null>(null);
  // What renders needs from the calendar; its callbacks are read from the ref when a drag happens.
  const [shown, setShown] = useState<{ instructions: string; locale?: Locale }>({
    instructions: defaultEventCalendarStrings.dragInstructions,
  });
  const { direction } = useTheme();
  const isReducedMotion = useReducedMotion();
  const drag = useCalendarDrag({ handlers, instructions: shown.instructions, direction });
  const register = useCallback((next: CalendarDropHandlers | null) => {
    handlers.current = next;
    if (!next) return;
    const { strings, locale } = next;
    setShown((current) =>
      current.instructions === strings.dragInstructions && current.locale === locale
        ? current
        : { instructions: strings.dragInstructions, locale },
    );
  }, []);
  const value = useMemo(() => ({ active: drag.active, register }), [drag.active, register]);
  return (
    <CalendarDragScopeContext.Provider value={value}>
      <DndContext {...drag.dndProps}>
        {children}
        {/* A dropped template stays in its list while its event appears on the calendar: nothing flies back. */}
        <DragOverlay dropAnimation={isReducedMotion || drag.lastKind === 'external' ? null : undefined}>
          {preview(drag.active, shown.locale)}
        </DragOverlay>
      </DndContext>
    </CalendarDragScopeContext.Provider>
  );
}
