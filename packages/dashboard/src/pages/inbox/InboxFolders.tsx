import { useTranslation } from '@atrium/ui';
import type { InboxConfig } from '../../api/inbox';
import { FolderLink, LabelLink, LabelSwatch, SideHeading, SideList } from './InboxPage.styles';
import { folderTitle } from './inboxText';

/** Props of {@link InboxFolders}. */
export interface InboxFoldersProps {
  config: InboxConfig;
  folder: string;
  /** Key of the label the folder's list is narrowed to, if any. */
  labelFilter?: string | undefined;
}

/**
 * The inbox's side column: its folders with their unread counts, and the labels with their colours. A label
 * narrows the folder's list to the messages carrying it, through the address so the view can be shared.
 */
export function InboxFolders({ config, folder, labelFilter }: InboxFoldersProps) {
  const { t } = useTranslation();
  const folderPath = `/inbox/${encodeURIComponent(folder)}`;
  return (
    <>
      <nav aria-labelledby="inbox-folders">
        <SideHeading id="inbox-folders">{t('Folders')}</SideHeading>
        <SideList>
          {config.folders.map((entry) => (
            <li key={entry.key}>
              <FolderLink
                to={`/inbox/${encodeURIComponent(entry.key)}`}
                // With a label chosen the folder is still where the list comes from, but not the whole page.
                aria-current={
                  entry.key === folder ? (labelFilter === undefined ? 'page' : 'true') : undefined
                }
              >
                {t(folderTitle(entry.key))}
                {entry.unread > 0 && ` (${entry.unread})`}
              </FolderLink>
            </li>
          ))}
        </SideList>
      </nav>
      <nav aria-labelledby="inbox-labels">
        <SideHeading id="inbox-labels">{t('Labels')}</SideHeading>
        <SideList>
          <li>
            <LabelLink to={folderPath} aria-current={labelFilter === undefined ? 'true' : undefined}>
              <LabelSwatch aria-hidden="true" $isAll />
              {t('All messages')}
            </LabelLink>
          </li>
          {config.labels.map((entry) => (
            <li key={entry.key}>
              <LabelLink
                to={`${folderPath}?label=${encodeURIComponent(entry.key)}`}
                aria-current={entry.key === labelFilter ? 'true' : undefined}
              >
                <LabelSwatch aria-hidden="true" style={{ background: entry.color }} />
                {t(entry.name)}
              </LabelLink>
            </li>
          ))}
        </SideList>
      </nav>
    </>
  );
}
