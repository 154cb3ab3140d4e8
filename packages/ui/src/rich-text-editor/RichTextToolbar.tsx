import { useRef } from 'react';
import { useToolbar } from 'react-aria';
import type { Editor } from '@tiptap/react';
import { Icon } from '../icon';
import { useTranslation } from '../i18n';
import { ToolButton, ToolGroup, ToolText, ToolbarRow } from './RichTextEditor.styles';
import { toolGroupsOf, type RichTextDialogKind, type RichTextToolbarVariant } from './richTextTools';

/** Props of {@link RichTextToolbar}. */
export interface RichTextToolbarProps {
  editor: Editor;
  variant: RichTextToolbarVariant;
  activeTools: ReadonlySet<string>;
  disabledTools: ReadonlySet<string>;
  /** Names the toolbar, e.g. "Formatting". */
  label: string;
  onOpenDialog: (kind: RichTextDialogKind) => void;
}

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** `Mod-Shift-B` as a person reads it (Ctrl+Shift+B, or ⌘+Shift+B on Apple keyboards). */
const readableShortcut = (shortcut: string) =>
  shortcut.replace('Mod', isApple() ? '⌘' : 'Ctrl').replaceAll('-', '+');

/** `Mod-Shift-B` in `aria-keyshortcuts` form (Control+Shift+B, or Meta+Shift+B on Apple keyboards). */
const ariaShortcut = (shortcut: string) =>
  shortcut.replace('Mod', isApple() ? 'Meta' : 'Control').replaceAll('-', '+');

/**
 * The editor's formatting toolbar: one tab stop, arrow keys between buttons (react-aria's toolbar), toggles
 * pressed while the selection has their format.
 */
export function RichTextToolbar({
  editor,
  variant,
  activeTools,
  disabledTools,
  label,
  onOpenDialog,
}: RichTextToolbarProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { toolbarProps } = useToolbar({ 'aria-label': label }, ref);
  return (
    <ToolbarRow {...toolbarProps} ref={ref}>
      {toolGroupsOf(variant).map((group) => (
        <ToolGroup key={group[0]!.key}>
          {group.map((tool) => {
            const name = t(tool.label);
            return (
              <ToolButton
                key={tool.key}
                type="button"
                aria-label={name}
                title={tool.shortcut ? `${name} (${readableShortcut(tool.shortcut)})` : name}
                aria-keyshortcuts={tool.shortcut ? ariaShortcut(tool.shortcut) : undefined}
                aria-pressed={tool.isActive ? activeTools.has(tool.key) : undefined}
                aria-haspopup={tool.opens ? 'dialog' : undefined}
                disabled={disabledTools.has(tool.key)}
                // Keeps the editor's selection while the pointer is down, so the command applies to it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (tool.opens ? onOpenDialog(tool.opens) : tool.run?.(editor))}
              >
                {tool.icon ? <Icon icon={tool.icon} isFixedWidth /> : <ToolText $text={tool.text ?? ''} />}
              </ToolButton>
            );
          })}
        </ToolGroup>
      ))}
    </ToolbarRow>
  );
}
