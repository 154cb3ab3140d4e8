import { faEnvelope, faEnvelopeOpen, faTrashCan } from '@fortawesome/free-solid-svg-icons';
import { Button, Icon, TextField, useTranslation, type MailListState } from '@atrium/ui';
import { Toolbar, ToolbarEnd } from './InboxPage.styles';

/** Props of {@link InboxToolbar}. */
export interface InboxToolbarProps {
  list: MailListState;
  /** How many messages the list shows (after the search). */
  count: number;
  search: string;
  onSearchChange: (search: string) => void;
  onSetRead: (read: boolean) => void;
  onDelete: () => void;
}

/** Above the message list: select all, mark read or unread, delete, search in the folder, the count. */
export function InboxToolbar({
  list,
  count,
  search,
  onSearchChange,
  onSetRead,
  onDelete,
}: InboxToolbarProps) {
  const { t } = useTranslation();
  const hasSelection = list.selectedIds.size > 0;
  return (
    <Toolbar role="toolbar" aria-label={t('Messages')}>
      <Button size="sm" onPress={list.toggleAll} isDisabled={count === 0} aria-pressed={list.isAllSelected}>
        {t('Select all')}
      </Button>
      <Button
        size="sm"
        icon={<Icon icon={faEnvelopeOpen} />}
        isDisabled={!hasSelection}
        onPress={() => onSetRead(true)}
      >
        {t('Mark read')}
      </Button>
      <Button
        size="sm"
        icon={<Icon icon={faEnvelope} />}
        isDisabled={!hasSelection}
        onPress={() => onSetRead(false)}
      >
        {t('Mark unread')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        icon={<Icon icon={faTrashCan} />}
        isDisabled={!hasSelection}
        onPress={onDelete}
      >
        {t('Delete')}
      </Button>
      <ToolbarEnd>
        <TextField
          type="search"
          aria-label={t('Search in the folder')}
          placeholder={t('Search')}
          value={search}
          onChange={onSearchChange}
        />
        <span>{t('{count} messages', { count })}</span>
      </ToolbarEnd>
    </Toolbar>
  );
}
