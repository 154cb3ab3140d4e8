import { Skeleton } from '../skeleton';
import { useTranslation } from '../i18n';
import { lazyPart } from '../lazy-part/lazyPart';
import { LazyPartBoundary } from '../lazy-part/LazyPartBoundary';
import type { RichTextToolbarVariant } from './richTextTools';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** Accessible name of the editing area, e.g. "Message". */
  label: string;
  /** The document to start from, as HTML; scripts, styles and event handlers are removed first. */
  defaultValue?: string;
  /** Called with the document's sanitised HTML after every change. */
  onChange?: (html: string) => void;
  /** `standard` shows the common formatting; `full` adds code blocks, lines, unlinking and clearing. */
  toolbar?: RichTextToolbarVariant;
  /** Height of the whole editor, toolbar included; numbers are pixels. Default 380. */
  height?: number | string;
  className?: string;
}

const editorPart = lazyPart<RichTextEditorProps>(() =>
  import('./RichTextEditorView').then((module) => module.RichTextEditorView),
);

/**
 * A rich-text editor (Tiptap): marks, headings, lists, quotes, code, links, images and tables, with a
 * keyboard-operable toolbar and the usual shortcuts. Pasted HTML from a word processor or a web page keeps its
 * structure and loses scripts, styles and event handlers, and `onChange` receives sanitised HTML. The editor's
 * code loads on first use; a placeholder of the same height holds its place meanwhile.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const height = props.height ?? 380;
  return (
    <LazyPartBoundary
      part={editorPart}
      partProps={props}
      placeholder={<Skeleton variant="rectangle" height={height} />}
      failureMessage={t('The editor could not be loaded.')}
    />
  );
}
