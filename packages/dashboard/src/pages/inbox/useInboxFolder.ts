import { useNotify, useTranslation } from '@atrium/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { inboxConfigKey, useInboxConfig, type InboxConfig } from '../../api/inbox';
import { inboxMessageResource } from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { trashFolder } from './inboxText';

/** Owns one folder's messages, every folder's unread count and the changes the list makes (read, delete). */
export function useInboxFolder(folder: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const config = useInboxConfig();
  const messages = useResourceList(inboxMessageResource, {
    filter: { folder },
    sort: { field: 'date', order: 'desc' },
  });
  const unread = useResourceList(inboxMessageResource, { filter: { read: false } });
  const { update, remove } = useResourceMutations(inboxMessageResource);

  // A change shows in the cached lists at once, before they reload: count what is still unread in them.
  const counts = useMemo(() => {
    if (!unread.data) return undefined;
    const byFolder = new Map<string, number>();
    for (const message of unread.data.records) {
      if (!message.read) byFolder.set(message.folder, (byFolder.get(message.folder) ?? 0) + 1);
    }
    return byFolder;
  }, [unread.data]);

  // The menu's badge reads the configuration: keep its counts in step with the messages.
  useEffect(() => {
    if (!counts) return;
    queryClient.setQueryData<InboxConfig>(inboxConfigKey, (current) => {
      if (!current || current.folders.every((entry) => entry.unread === (counts.get(entry.key) ?? 0))) {
        return current;
      }
      return {
        ...current,
        folders: current.folders.map((entry) => ({ ...entry, unread: counts.get(entry.key) ?? 0 })),
      };
    });
  }, [counts, queryClient]);

  const { mutate: updateOne } = update;
  const { mutate: removeOne } = remove;
  /** Marks messages read or unread. */
  const setRead = useCallback(
    (ids: readonly string[], read: boolean) => {
      for (const id of ids) updateOne({ id, changes: { read } });
    },
    [updateOne],
  );
  /**
   * Deletes messages: outside Trash they move there, so a slip can be undone; in Trash they are removed for
   * good once confirmed. Resolves to whether anything was deleted.
   */
  const removeMessages = useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      if (ids.length === 0) return false;
      if (folder !== trashFolder) {
        for (const id of ids) updateOne({ id, changes: { folder: trashFolder } });
        return true;
      }
      const answer = await notify.confirm({
        title: t('Delete for good?'),
        content: t('{count} messages will be deleted and cannot be restored.', { count: ids.length }),
        buttons: [
          { key: 'keep', label: t('Cancel') },
          { key: 'delete', label: t('Delete for good'), variant: 'danger' },
        ],
        cancelKey: 'keep',
        variant: 'danger',
      });
      if (answer !== 'delete') return false;
      for (const id of ids) removeOne(id);
      return true;
    },
    [folder, notify, removeOne, t, updateOne],
  );
  return { config, messages, setRead, remove: removeMessages };
}
