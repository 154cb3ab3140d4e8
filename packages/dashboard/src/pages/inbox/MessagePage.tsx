import { useTranslation } from '@atrium/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { inboxMessageResource } from '../../api/resourceDefinitions';
import { useResourceList } from '../../data/useResource';
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
  const found = useResourceList(inboxMessageResource, { filter: { _id: id } });
  const message = found.data?.records[0];
  const folderHref = `/inbox/${encodeURIComponent(folder)}`;
  const isUnread = message !== undefined && !message.read;
  const { setRead } = inbox;
  useEffect(() => {
    if (isUnread) setRead([id], true);
  }, [isUnread, id, setRead]);

  return (
    <InboxFrame config={inbox.config.data} folder={folder} label={t('Message')}>
      <QueryContent query={found} what="message">
        {(result) =>
          result.records[0] ? (
            <MessageDetail
              message={result.records[0]}
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
