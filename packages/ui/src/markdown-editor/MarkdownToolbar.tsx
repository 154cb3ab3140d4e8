import { useRef } from 'react';
import { useToolbar } from 'react-aria';
import { Icon } from '../icon';
import { useTranslation } from '../i18n';
import { ToolButton, ToolGroup, ToolbarRow } from '../rich-text-editor/RichTextEditor.styles';
import type { MarkdownFormat } from './markdownFormat';
import { markdownToolGroups } from './markdownTools';

/** Props of {@link MarkdownToolbar}. */
export interface MarkdownToolbarProps {
  /** Names the toolbar, e.g. "Formatting". */
  label: string;
  onFormat: (format: MarkdownFormat) => void;
}

/** The markdown formats as one toolbar: one tab stop, arrow keys between buttons (react-aria's toolbar). */
export function MarkdownToolbar({ label, onFormat }: MarkdownToolbarProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { toolbarProps } = useToolbar({ 'aria-label': label }, ref);
  return (
    <ToolbarRow {...toolbarProps} ref={ref}>
      {markdownToolGroups.map((group) => (
        <ToolGroup key={group[0]!.format}>
          {group.map((tool) => (
            <ToolButton
              key={tool.format}
              type="button"
              aria-label={t(tool.label)}
              title={tool.key ? `${t(tool.label)} (Ctrl+${tool.key.toUpperCase()})` : t(tool.label)}
              // Keeps the text area's selection while the pointer is down, so the format applies to it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onFormat(tool.format)}
            >
              <Icon icon={tool.icon} isFixedWidth />
            </ToolButton>
          ))}
        </ToolGroup>
      ))}
    </ToolbarRow>
  );
}
