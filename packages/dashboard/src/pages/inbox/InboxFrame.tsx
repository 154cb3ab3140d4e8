import { faInbox } from '@fortawesome/free-solid-svg-icons';
import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import type { ReactNode } from 'react';
import type { InboxConfig } from '../../api/inbox';
import { InboxFolders } from './InboxFolders';
import { InboxLayout } from './InboxPage.styles';

/** Props of {@link InboxFrame}. */
export interface InboxFrameProps {
  config: InboxConfig | undefined;
  folder: string;
  /** Accessible name of the main column. */
  label: string;
  children: ReactNode;
}

/** What every inbox screen shares: the title, the folders and labels beside the screen's own column. */
export function InboxFrame({ config, folder, label, children }: InboxFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Inbox')} icon={<Icon icon={faInbox} />} />
      <InboxLayout>
        <div>{config && <InboxFolders config={config} folder={folder} />}</div>
        <section aria-label={label}>{children}</section>
      </InboxLayout>
    </>
  );
}
