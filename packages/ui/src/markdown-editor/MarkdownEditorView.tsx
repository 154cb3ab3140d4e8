import { useDeferredValue, useMemo, useRef } from 'react';
import { useElementWidth } from '../element-width/useElementWidth';
import { SafeHtml } from '../html-sanitizer/SafeHtml';
import { useTranslation } from '../i18n';
import { TabList, TabPanel, useTabs } from '../tabs';
import type { MarkdownEditorProps } from './MarkdownEditor';
import {
  EmptyPreview,
  MarkdownField,
  MarkdownFrame,
  PreviewPane,
  SplitPanes,
  TabbedPane,
  WritePane,
} from './MarkdownEditor.styles';
import { MarkdownToolbar } from './MarkdownToolbar';
import { renderSanitizedMarkdown } from './renderMarkdown';
import { useMarkdownEditor } from './useMarkdownEditor';

/** Below this width an `auto` layout shows the writing pane and the preview as tabs. */
const splitMinWidth = 720;

/** The editor itself, loaded on first use by {@link MarkdownEditor} (the markdown parser comes with it). */
export function MarkdownEditorView({
  label,
  value,
  defaultValue,
  onChange,
  layout = 'auto',
  height = 380,
  className,
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const { markdown, fieldRef, setMarkdown, applyFormat, onKeyDown } = useMarkdownEditor({
    value,
    defaultValue,
    onChange,
  });
  // The preview may lag a keystroke behind on a slow device; typing never waits for it.
  const shown = useDeferredValue(markdown);
  const html = useMemo(() => renderSanitizedMarkdown(shown), [shown]);
  const frame = useRef<HTMLDivElement>(null);
  // Measured before the paint: the layout (side by side or tabs) depends on it.
  const width = useElementWidth(frame) ?? 0;
  const isSplit = layout === 'split' || (layout === 'auto' && width >= splitMinWidth);
  const tabs = useTabs({
    items: [
      { key: 'write', title: t('Write') },
      { key: 'preview', title: t('Preview') },
    ],
    defaultSelectedKey: 'write',
  });

  const writePane = (
    <WritePane>
      <MarkdownToolbar label={t('Formatting')} onFormat={applyFormat} />
      <MarkdownField
        ref={fieldRef}
        aria-label={label}
        value={markdown}
        spellCheck
        onChange={(event) => setMarkdown(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </WritePane>
  );
  const preview = (
    // A scrolling region has to be reachable by keyboard to be read.
    <PreviewPane role="region" aria-label={t('Preview')} tabIndex={0}>
      {html.html.trim() === '' ? (
        <EmptyPreview>{t('Nothing to preview yet.')}</EmptyPreview>
      ) : (
        // Sanitised by renderSanitizedMarkdown: no scripts, styles, frames, handlers or script links survive.
        <SafeHtml html={html} />
      )}
    </PreviewPane>
  );

  return (
    <MarkdownFrame
      ref={frame}
      $height={typeof height === 'number' ? `${height}px` : height}
      className={className}
    >
      {isSplit ? (
        <SplitPanes>
          {writePane}
          {preview}
        </SplitPanes>
      ) : (
        <>
          <TabList state={tabs} aria-label={label} size="sm" />
          <TabbedPane>
            <TabPanel state={tabs} isFlush>
              {tabs.selectedKey === 'preview' ? preview : writePane}
            </TabPanel>
          </TabbedPane>
        </>
      )}
    </MarkdownFrame>
  );
}
