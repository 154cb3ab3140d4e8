import { MailList, useMailList, useTranslation } from '@atrium/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryContent } from '../dashboard/QueryContent';
import { InboxFrame } from './InboxFrame';
import { InboxToolbar } from './InboxToolbar';
import { defaultFolder, draftFolder, folderTitle, listDate, matchesSearch, toListItem } from './inboxText';
import { useInboxFolder } from './useInboxFolder';

/** The inbox: folders with unread counts beside one folder's messages, searchable, selectable and deletable. */
export default function InboxPage() {
  const { folder = defaultFolder } = useParams();
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
  const items = useMemo(() => allItems.filter((item) => matchesSearch(item, search)), [allItems, search]);
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

  return (
    <InboxFrame config={inbox.config.data} folder={folder} label={title}>
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
            emptyText={search ? t('No messages match the search') : t('No messages in this folder')}
          />
        )}
      </QueryContent>
    </InboxFrame>
  );
}
