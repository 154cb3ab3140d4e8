import { useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent } from '@tiptap/react';
import { useTranslation } from '../i18n';
import { DocumentArea, EditorFrame } from './RichTextEditor.styles';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextDialog } from './RichTextDialog';
import { RichTextToolbar } from './RichTextToolbar';
import type { RichTextDialogKind } from './richTextTools';
import { useRichTextEditor } from './useRichTextEditor';

/** The editor itself, loaded on first use by {@link RichTextEditor} (Tiptap and ProseMirror are large). */
export function RichTextEditorView({
  defaultValue,
  onChange,
  label,
  toolbar = 'standard',
  height = 380,
  className,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { editor, activeTools, disabledTools } = useRichTextEditor({
    defaultValue,
    onChange,
    label,
    toolbar,
  });
  const [dialog, setDialog] = useState<RichTextDialogKind | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const onShortcut = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      setDialog('link');
    } else if (event.altKey && event.key === 'F10') {
      // Alt+F10 reaches the toolbar from the text, as in the common desktop and web editors.
      event.preventDefault();
      frame.current?.querySelector<HTMLElement>('[role="toolbar"] button:not(:disabled)')?.focus();
    }
  };
  const currentLink = editor.getAttributes('link') as { href?: string };
  return (
    <EditorFrame
      ref={frame}
      $height={typeof height === 'number' ? `${height}px` : height}
      className={className}
    >
      <RichTextToolbar
        editor={editor}
        variant={toolbar}
        activeTools={activeTools}
        disabledTools={disabledTools}
        label={t('Formatting')}
        onOpenDialog={setDialog}
      />
      <DocumentArea onKeyDown={onShortcut}>
        <EditorContent editor={editor} />
      </DocumentArea>
      {dialog && (
        <RichTextDialog
          kind={dialog}
          currentUrl={dialog === 'link' ? currentLink.href : undefined}
          onClose={() => setDialog(null)}
          onRemove={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
          onSubmit={(url, description) => {
            if (dialog === 'image') {
              editor.chain().focus().setImage({ src: url, alt: description }).run();
            } else if (editor.state.selection.empty && !editor.isActive('link')) {
              editor
                .chain()
                .focus()
                .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
                .run();
            } else {
              editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
            }
          }}
        />
      )}
    </EditorFrame>
  );
}
