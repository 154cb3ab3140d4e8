import { useDraggable } from '@dnd-kit/core';
import { useId, useState } from 'react';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon/Icon';
import { eventIcons } from '../icon/eventIcons';
import { toneOf } from './calendarColours';
import type { ExternalEventTemplate } from './calendarDrag';
import { useCalendarDragScope } from './CalendarDragScope';
import {
  EmptyNote,
  Instructions,
  ListRoot,
  TemplateChip,
  TemplateDescription,
  TemplateItem,
  TemplateList,
  TemplateTitle,
} from './ExternalEventList.styles';
import type { CalendarDragData } from './useCalendarDrag';

/** Every text the list of external events shows or reads out, so an app can translate it. */
export interface ExternalEventListStrings {
  /** Name of the list of templates. */
  list: string;
  removeAfterDrop: string;
  /** Shown when no template is left. */
  empty: string;
  /** How to drop a template with the keyboard, read when one gets focus. */
  instructions: string;
}

/** The list's English texts. */
export const defaultExternalEventListStrings: ExternalEventListStrings = {
  list: 'Draggable events',
  removeAfterDrop: 'Remove after drop',
  empty: 'No events left to drag.',
  instructions:
    'To add this event to the calendar, press Space, use the arrow keys to reach a day or hour, then press ' +
    'Space or Enter to drop it, or Escape to cancel.',
};

/** Props of {@link ExternalEventList}. */
export interface ExternalEventListProps {
  /** The templates to drag, in order. */
  templates: readonly ExternalEventTemplate[];
  /**
   * Called with a template dropped on the calendar while "Remove after drop" is ticked; the app takes it out
   * of `templates`.
   */
  onTemplateRemove?: (template: ExternalEventTemplate) => void;
  /** Whether "Remove after drop" starts ticked. Default `false`. */
  defaultRemoveAfterDrop?: boolean;
  strings?: Partial<ExternalEventListStrings>;
  className?: string;
}

interface DraggableTemplateProps {
  template: ExternalEventTemplate;
  instructionsId: string;
  onDropped: () => void;
}

function DraggableTemplate({ template, instructionsId, onDropped }: DraggableTemplateProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `external:${template.id}`,
    data: { kind: 'external', template, onDropped } satisfies CalendarDragData,
  });
  return (
    <TemplateChip
      type="button"
      ref={setNodeRef}
      className={template.className}
      $tone={toneOf(template.className)}
      $isDragging={isDragging}
      {...attributes}
      {...listeners}
      // The calendar's own instructions speak of moving an event; a template is added, so it has its own.
      aria-describedby={instructionsId}
    >
      <TemplateTitle>
        {template.icon && <Icon icon={eventIcons[template.icon]} size="sm" />}
        {template.title}
      </TemplateTitle>
      {template.description && <TemplateDescription>{template.description}</TemplateDescription>}
    </TemplateChip>
  );
}

/**
 * Event templates (title, description, colour, icon) to drag onto an {@link EventCalendar}: each drop on a
 * day or hour makes a new event through the calendar's `onExternalDrop`. With "Remove after drop" ticked, a
 * dropped template leaves the list. From the keyboard, Space picks a template up, the arrows reach the
 * calendar's days and hours, and Space or Enter drops it, each step announced. Place the list and the
 * calendar inside one {@link CalendarDragScope}.
 */
export function ExternalEventList({
  templates,
  onTemplateRemove,
  defaultRemoveAfterDrop = false,
  strings: stringOverrides,
  className,
}: ExternalEventListProps) {
  const strings = { ...defaultExternalEventListStrings, ...stringOverrides };
  const [isRemoveAfterDrop, setRemoveAfterDrop] = useState(defaultRemoveAfterDrop);
  const instructionsId = useId();
  const scope = useCalendarDragScope();
  if (scope === null)
    throw new Error('ExternalEventList needs a CalendarDragScope around it and the EventCalendar.');
  return (
    <ListRoot className={className}>
      {templates.length > 0 ? (
        <TemplateList aria-label={strings.list}>
          {templates.map((template) => (
            <TemplateItem key={template.id}>
              <DraggableTemplate
                template={template}
                instructionsId={instructionsId}
                onDropped={() => {
                  if (isRemoveAfterDrop) onTemplateRemove?.(template);
                }}
              />
            </TemplateItem>
          ))}
        </TemplateList>
      ) : (
        <EmptyNote>{strings.empty}</EmptyNote>
      )}
      <Checkbox isSelected={isRemoveAfterDrop} onChange={setRemoveAfterDrop}>
        {strings.removeAfterDrop}
      </Checkbox>
      <Instructions id={instructionsId}>{strings.instructions}</Instructions>
    </ListRoot>
  );
}
