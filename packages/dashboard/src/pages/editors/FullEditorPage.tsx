import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import { DocumentWidget } from './DocumentWidget';

/** Miscellaneous › Full Editor: the rich-text editor with every tool, on a longer document. */
export default function FullEditorPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Miscellaneous')}
        subtitle={t('Full toolbar editor')}
        icon={<Icon icon={faPenToSquare} />}
      />
      <DocumentWidget documentId="style-guide" title="Full Toolbar Editor" toolbar="full" />
    </>
  );
}
