import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { DocumentWidget } from './DocumentWidget';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * Forms › Editors: a rich-text document (Tiptap) and markdown release notes with a live preview, each opened
 * from the demo's documents and saved back to them.
 */
export default function EditorsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Forms')} subtitle={t('Editors')} icon={<Icon icon={faPenToSquare} />} />
      <Stack>
        <DocumentWidget documentId="launch-announcement" title="Rich Text Editor" />
        <DocumentWidget documentId="release-notes" title="Markdown Editor" />
      </Stack>
    </>
  );
}
