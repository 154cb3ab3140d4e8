import { useState } from 'react';
import {
  Alert,
  Button,
  Icon,
  MarkdownEditor,
  RichTextEditor,
  Skeleton,
  Widget,
  useTranslation,
  type RichTextToolbarVariant,
} from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { editorDocumentResource, type EditorDocument } from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link DocumentWidget}. */
export interface DocumentWidgetProps {
  /** Id of the record in `documents` to open. */
  documentId: string;
  /** The widget's title (English; translated here). */
  title: string;
  /** Rich-text toolbar to show; markdown documents have one toolbar. */
  toolbar?: RichTextToolbarVariant;
}

/** Where the editor stands against the stored document. */
type SaveState = 'unchanged' | 'changed' | 'saving' | 'saved' | 'failed';

/**
 * One stored document in a widget, in the editor its format needs, with a Save button that writes it back
 * through the data layer. The editor keeps its place (380 px) while the document loads.
 */
export function DocumentWidget({ documentId, title, toolbar = 'standard' }: DocumentWidgetProps) {
  const { t } = useTranslation();
  const list = useResourceList(editorDocumentResource);
  const { update } = useResourceMutations(editorDocumentResource);
  const document = list.data?.records.find((record) => String(record.id) === documentId);
  const [draft, setDraft] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('unchanged');
  const edit = (body: string) => {
    setDraft(body);
    setSaveState('changed');
  };
  const save = () => {
    if (draft === null) return;
    setSaveState('saving');
    update.mutate(
      { id: documentId, changes: { body: draft } },
      { onSuccess: () => setSaveState('saved'), onError: () => setSaveState('failed') },
    );
  };
  const status: Record<SaveState, string> = {
    unchanged: '',
    changed: t('Unsaved changes'),
    saving: t('Saving…'),
    saved: t('Saved'),
    failed: t('The document could not be saved. Your text is still here: try again.'),
  };
  return (
    <Widget
      defaultTitle={t(title)}
      icon={<Icon icon={faPenToSquare} />}
      footer={
        document && (
          <Actions>
            <span role="status">{status[saveState]}</span>
            <Button
              variant="primary"
              size="sm"
              onPress={save}
              isDisabled={saveState === 'unchanged' || saveState === 'saved' || saveState === 'saving'}
            >
              {t('Save')}
            </Button>
          </Actions>
        )
      }
    >
      {list.isError || (list.isSuccess && !document) ? (
        <Alert variant="danger" role="alert">
          {t('The document could not be loaded.')}
        </Alert>
      ) : document ? (
        <DocumentEditor document={document} title={t(title)} toolbar={toolbar} onChange={edit} />
      ) : (
        <Skeleton variant="rectangle" height={380} />
      )}
    </Widget>
  );
}

interface DocumentEditorProps {
  document: EditorDocument;
  title: string;
  toolbar: RichTextToolbarVariant;
  onChange: (body: string) => void;
}

function DocumentEditor({ document, title, toolbar, onChange }: DocumentEditorProps) {
  return document.format === 'markdown' ? (
    <MarkdownEditor label={title} defaultValue={document.body} onChange={onChange} />
  ) : (
    <RichTextEditor label={title} defaultValue={document.body} toolbar={toolbar} onChange={onChange} />
  );
}
