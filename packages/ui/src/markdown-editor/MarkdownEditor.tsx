import { Skeleton } from '../skeleton';
import { useTranslation } from '../i18n';
import { lazyPart } from '../lazy-part/lazyPart';
import { LazyPartBoundary } from '../lazy-part/LazyPartBoundary';

/** How the writing pane and the preview share the space: `auto` puts them side by side when there is room. */
export type MarkdownEditorLayout = 'auto' | 'split' | 'tabs';

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  /** Accessible name of the text area, e.g. "Release notes". */
  label: string;
  /** The markdown, when the caller owns it. */
  value?: string;
  /** The markdown to start from when the editor owns it. */
  defaultValue?: string;
  /** Called with the markdown after every change. */
  onChange?: (markdown: string) => void;
  /** Side by side, tabs, or side by side from 720 px of width (`auto`, the default). */
  layout?: MarkdownEditorLayout;
  /** Height of the whole editor; numbers are pixels. Default 380. */
  height?: number | string;
  className?: string;
}

const editorPart = lazyPart<MarkdownEditorProps>(() =>
  import('./MarkdownEditorView').then((module) => module.MarkdownEditorView),
);

/**
 * A markdown editor: a text area with a formatting toolbar and shortcuts, and a live preview whose HTML is
 * sanitised. Side by side on wide containers, as Write and Preview tabs on narrow ones. Its code, with the
 * markdown parser, loads on first use behind a placeholder of the same height.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { t } = useTranslation();
  return (
    <LazyPartBoundary
      part={editorPart}
      partProps={props}
      placeholder={<Skeleton variant="rectangle" height={props.height ?? 380} />}
      failureMessage={t('The editor could not be loaded.')}
    />
  );
}
