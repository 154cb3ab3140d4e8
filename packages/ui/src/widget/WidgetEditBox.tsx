import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '../text-field';
import { ownsEscapeAttribute, type WidgetState } from './useWidget';
import { WidgetEditPanel } from './Widget.styles';
import { WidgetColorPicker } from './WidgetColorPicker';
import type { WidgetLabels } from './widgetLabels';

/** Props of {@link WidgetEditBox}. */
export interface WidgetEditBoxProps {
  widget: WidgetState;
  labels: WidgetLabels;
  /** Closes the box and hands focus back to the edit button (Enter in the title, or Escape). */
  onClose: () => void;
}

/**
 * The template's edit box under the header: the title changes as the user types (an empty title is not
 * applied, so the widget never loses its name) and the colour as a swatch is chosen.
 */
export function WidgetEditBox({ widget, labels, onClose }: WidgetEditBoxProps) {
  const [draft, setDraft] = useState(widget.title);
  const inputRef = useRef<HTMLInputElement>(null);
  // Opening the box is a request to edit: the title field takes focus.
  useEffect(() => inputRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isTitleEnter = event.key === 'Enter' && event.target === inputRef.current;
    if (event.key !== 'Escape' && !isTitleEnter) return;
    event.preventDefault();
    onClose();
  };
  return (
    // Keys typed in the fields bubble here; the group itself is not focusable.
    <WidgetEditPanel
      {...{ [ownsEscapeAttribute]: '' }}
      id={widget.ids.editBox}
      role="group"
      aria-label={labels.editBox}
      onKeyDown={onKeyDown}
    >
      <TextField
        label={labels.titleField}
        ref={inputRef}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          if (value.trim() !== '') widget.setTitle(value);
        }}
      />
      <WidgetColorPicker
        label={labels.colorField}
        value={widget.color}
        onChange={widget.setColor}
        colorLabels={labels.colorNames}
      />
    </WidgetEditPanel>
  );
}
