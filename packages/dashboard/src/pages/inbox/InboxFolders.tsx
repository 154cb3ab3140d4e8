import { useTranslation } from '@atrium/ui';
import type { InboxConfig } from '../../api/inbox';
import { RouterLink } from '../../shell/RouterLink';
import { FolderLink, LabelEntry, LabelSwatch, SideHeading, SideList } from './InboxPage.styles';
import { folderTitle } from './inboxText';

/** The inbox's side column: its folders with their unread counts, and the labels with their colours. */
export function InboxFolders({ config, folder }: { config: InboxConfig; folder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-labelledby="inbox-folders">
        <SideHeading id="inbox-folders">{t('Folders')}</SideHeading>
        <SideList>
          {config.folders.map((entry) => (
            <li key={entry.key}>
              <FolderLink
                as={RouterLink}
                href={`/inbox/${encodeURIComponent(entry.key)}`}
                aria-current={entry.key === folder ? 'page' : undefined}
              >
                {t(folderTitle(entry.key))}
                {entry.unread > 0 && ` (${entry.unread})`}
              </FolderLink>
            </li>
          ))}
        </SideList>
      </nav>
      <SideHeading id="inbox-labels">{t('Labels')}</SideHeading>
      <SideList aria-labelledby="inbox-labels">
        {config.labels.map((label) => (
          <LabelEntry key={label.key}>
            <LabelSwatch style={{ background: label.color }} />
            {t(label.name)}
          </LabelEntry>
        ))}
      </SideList>
    </>
  );
}
