import { MailList, useMailList, useTranslation } from '@atrium/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryContent } from '../dashboard/QueryContent';
import { InboxFrame } from './InboxFrame';
import { InboxToolbar } from './InboxToolbar';
import { defaultFolder, draftFolder, folderTitle, listDate, matchesSearch, toListItem } from './inboxText';
import { useInboxFolder } from './useInboxFolder';

/**
 * The inbox: folders with unread counts beside one folder's messages, searchable, selectable and deletable;
 * `?label=<key>` narrows the list to the messages carrying that label.
 */
export default function InboxPage() {
  const { folder = defaultFolder } = useParams();
  const labelFilter = useSearchParams()[0].get('label') ?? undefined;
  const navigate = useNavigate();
  const { t, locale } = useTranslation();
  const inbox = useInboxFolder(folder);
  const [search, setSearch] = useState('');
  const labels = inbox.config.data?.labels;
  const allItems = useMemo(() => {
    const now = new Date();
    return (inbox.messages.data?.records ?? []).map((message) =>
      toListItem(message, labels ?? [], (iso) => listDate(iso, locale, now)),
    );
  }, [inbox.messages.data, labels, locale]);
  const items = useMemo(
    () =>
      allItems.filter(
        (item) =>
          (labelFilter === undefined || item.labels.some((label) => label.key === labelFilter)) &&
          matchesSearch(item, search),
      ),
    [allItems, labelFilter, search],
  );
  const labelName = labels?.find((label) => label.key === labelFilter)?.name ?? labelFilter;
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const open = (id: string) => {
    const folderPath = `/inbox/${encodeURIComponent(folder)}`;
    // A draft opens where it is written, to carry on with it.
    if (folder === draftFolder) return void navigate(`${folderPath}/compose?draft=${encodeURIComponent(id)}`);
    inbox.setRead([id], true);
    void navigate(`${folderPath}/detail/${encodeURIComponent(id)}`);
  };
  const list = useMailList({ ids, onOpen: open, onDelete: (selected) => void inbox.remove(selected) });
  const title = t(folderTitle(folder));
  const emptyText = search
    ? t('No messages match the search')
    : labelName !== undefined
      ? t('No messages labelled {label} in this folder', { label: t(labelName) })
      : t('No messages in this folder');

  return (
    <InboxFrame config={inbox.config.data} folder={folder} label={title} labelFilter={labelFilter}>
      <InboxToolbar
        list={list}
        count={items.length}
        search={search}
        onSearchChange={setSearch}
        onSetRead={(read) => inbox.setRead([...list.selectedIds], read)}
        onDelete={() => void inbox.remove([...list.selectedIds])}
      />
      <QueryContent query={inbox.messages} what="messages">
        {() => (
          <MailList
            items={items}
            state={list}
            onOpen={open}
            aria-label={title}
            selectLabel={(item) => t('Select {subject}', { subject: item.subject })}
            attachmentLabel={t('Has attachments')}
            emptyText={emptyText}
          />
        )}
      </QueryContent>
    </InboxFrame>
  );
}
