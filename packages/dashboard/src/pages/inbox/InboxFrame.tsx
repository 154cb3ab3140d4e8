import { faInbox, faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import { Button, Icon, PageHeader, useTranslation } from '@atrium/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { InboxConfig } from '../../api/inbox';
import { InboxFolders } from './InboxFolders';
import { InboxLayout } from './InboxPage.styles';

/** Props of {@link InboxFrame}. */
export interface InboxFrameProps {
  config: InboxConfig | undefined;
  folder: string;
  /** Accessible name of the main column. */
  label: string;
  /** Key of the label the folder's list is narrowed to, if any. */
  labelFilter?: string | undefined;
  children: ReactNode;
}

/** What every inbox screen shares: the title, Compose, the folders and labels beside the screen's own column. */
export function InboxFrame({ config, folder, label, labelFilter, children }: InboxFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('Inbox')} icon={<Icon icon={faInbox} />} />
      <InboxLayout>
        <div>
          <Button
            variant="primary"
            isBlock
            icon={<Icon icon={faPenToSquare} />}
            onPress={() => void navigate(`/inbox/${encodeURIComponent(folder)}/compose`)}
          >
            {t('Compose')}
          </Button>
          {config && <InboxFolders config={config} folder={folder} labelFilter={labelFilter} />}
        </div>
        <section aria-label={label}>{children}</section>
      </InboxLayout>
    </>
  );
}
