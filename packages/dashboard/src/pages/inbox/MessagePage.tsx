import { useTranslation } from '@atrium/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { inboxMessageResource } from '../../api/resourceDefinitions';
import { useResourceRecord } from '../../data/useResource';
import { QueryContent } from '../dashboard/QueryContent';
import { InboxFrame } from './InboxFrame';
import { defaultFolder } from './inboxText';
import { MessageDetail } from './MessageDetail';
import { useInboxFolder } from './useInboxFolder';

/** One message of a folder, opened from its list; opening it marks it read. */
export default function MessagePage() {
  const { folder = defaultFolder, message: id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const inbox = useInboxFolder(folder);
  const found = useResourceRecord(inboxMessageResource, id);
  const message = found.data ?? undefined;
  const folderHref = `/inbox/${encodeURIComponent(folder)}`;
  const isUnread = message !== undefined && !message.read;
  const { setRead } = inbox;
  useEffect(() => {
    if (isUnread) setRead([id], true);
  }, [isUnread, id, setRead]);

  return (
    <InboxFrame config={inbox.config.data} folder={folder} label={t('Message')}>
      <QueryContent query={found} what="message">
        {(record) =>
          record ? (
            <MessageDetail
              message={record}
              labels={inbox.config.data?.labels ?? []}
              folderHref={folderHref}
              onReply={() => void navigate(`${folderHref}/replay/${encodeURIComponent(id)}`)}
              onDelete={() =>
                void inbox.remove([id]).then((isDeleted) => {
                  if (isDeleted) void navigate(folderHref);
                })
              }
            />
          ) : (
            <p role="status">{t('This message no longer exists.')}</p>
          )
        }
      </QueryContent>
    </InboxFrame>
  );
}
