import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { sanitizeHtml } from '../html-sanitizer/sanitizeHtml';
import { richTextExtensions } from './richTextExtensions';
import { toolGroupsOf, type RichTextToolbarVariant } from './richTextTools';

/** Options of {@link useRichTextEditor}. */
export interface UseRichTextEditorOptions {
  /** The document to start from, as HTML; it is sanitised first. */
  defaultValue?: string;
  /** Called with the document's sanitised HTML after every change. */
  onChange?: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Which tools' states to follow. Default `standard`. */
  toolbar?: RichTextToolbarVariant;
}

/** What {@link useRichTextEditor} returns. */
export interface RichTextEditorState {
  editor: Editor;
  /** Keys of the tools whose format the selection has, e.g. `bold`, `heading-2`. */
  activeTools: ReadonlySet<string>;
  /** Keys of the tools that cannot run at the selection, e.g. `undo` with nothing to undo. */
  disabledTools: ReadonlySet<string>;
}

/** The HTML a paste brings in, made safe before the editor reads its structure. */
function cleanPastedHtml(html: string): string {
  // Google Docs wraps a whole copy in a <b> that is not bold; Tiptap's bold rule recognises it by its style.
  return sanitizeHtml(html, { keepInlineStyles: true }).html;
}

/**
 * Owns a Tiptap rich-text editor: the schema, sanitised loading, pasting and output, and which toolbar tools
 * are active or unavailable at the selection.
 */
export function useRichTextEditor({
  defaultValue = '',
  onChange,
  label,
  toolbar = 'standard',
}: UseRichTextEditorOptions): RichTextEditorState {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: sanitizeHtml(defaultValue).html,
    shouldRerenderOnTransaction: false,
    // Pasted text stays as it was written (`__init__` is not made bold); only addresses become links.
    enablePasteRules: ['link'],
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: changed }) => onChange?.(sanitizeHtml(changed.getHTML()).html),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const active: string[] = [];
      const disabled: string[] = [];
      for (const tool of toolGroupsOf(toolbar).flat()) {
        if (tool.isActive?.(current)) active.push(tool.key);
        if (tool.canRun && !tool.canRun(current)) disabled.push(tool.key);
      }
      return { active: active.join(' '), disabled: disabled.join(' ') };
    },
  });
  return {
    editor,
    activeTools: new Set(state.active.split(' ')),
    disabledTools: new Set(state.disabled.split(' ')),
  };
}
