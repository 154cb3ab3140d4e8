import { useNotify, useTranslation } from '@atrium/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { inboxMessageResource, type InboxMessage, type MailAddress } from '../../api/resourceDefinitions';
import { useUser } from '../../api/resources';
import { useResourceRecord } from '../../data/useResource';
import { QueryContent } from '../dashboard/QueryContent';
import { ComposeForm } from './ComposeForm';
import { formatRecipients, quoteText, replySubject } from './composeText';
import { InboxFrame } from './InboxFrame';
import { bodyPlainText, defaultFolder } from './inboxText';
import { useMessageDraft, type DraftFields } from './useMessageDraft';
import { useInboxFolder } from './useInboxFolder';

const blank: DraftFields = { to: '', cc: '', bcc: '', subject: '', body: '', attachments: [] };

/** The fields of a stored draft, to carry on writing it. */
const fromDraft = (draft: InboxMessage): DraftFields => ({
  to: formatRecipients(draft.to ?? []),
  cc: formatRecipients(draft.cc ?? []),
  bcc: formatRecipients(draft.bcc ?? []),
  subject: draft.subject,
  body: bodyPlainText(draft.body),
  attachments: draft.attachments ?? [],
});

/**
 * A new message, or a reply to one (`/inbox/:folder/replay/:message`): saved as a draft while it is written,
 * moved to Sent when sent, after which the folder it was written from shows again.
 */
export default function ComposePage() {
  const { folder = defaultFolder, message: replyToId } = useParams();
  const [search] = useSearchParams();
  // The draft the page opened on; one it saves itself later is already on screen and must not reload it.
  const [openedDraftId] = useState(() => search.get('draft') ?? undefined);
  const { t, locale } = useTranslation();
  const inbox = useInboxFolder(folder);
  const user = useUser();
  const draft = useResourceRecord(inboxMessageResource, openedDraftId);
  const original = useResourceRecord(inboxMessageResource, replyToId);
  const title = replyToId ? t('Reply') : t('Compose');
  const sources = {
    data: draft.data !== undefined && original.data !== undefined ? true : undefined,
    isPending: draft.isPending || original.isPending,
    isError: draft.isError || original.isError,
    refetch: () => Promise.all([draft.refetch(), original.refetch()]),
  };

  const initialFields = (): DraftFields => {
    const stored = draft.data;
    if (stored) return fromDraft(stored);
    const replyTo = original.data;
    if (!replyTo) return blank;
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(replyTo.date),
    );
    const attribution = t('On {date}, {name} wrote:', {
      date,
      name: replyTo.from.name || replyTo.from.email,
    });
    return {
      ...blank,
      to: formatRecipients([replyTo.from]),
      subject: replySubject(replyTo.subject),
      body: quoteText(attribution, bodyPlainText(replyTo.body)),
    };
  };
  const sender: MailAddress = original.data?.to?.[0] ?? {
    name: user.data?.username ?? '',
    email: '',
  };

  return (
    <InboxFrame config={inbox.config.data} folder={folder} label={title}>
      <QueryContent query={sources} what="message">
        {() => (
          <ComposeScreen
            key={`${folder}/${replyToId ?? ''}`}
            folder={folder}
            initial={initialFields()}
            draftId={openedDraftId}
            from={sender}
          />
        )}
      </QueryContent>
    </InboxFrame>
  );
}

/** The form with its draft, once the message it starts from has loaded. */
function ComposeScreen({
  folder,
  initial,
  draftId,
  from,
}: {
  folder: string;
  initial: DraftFields;
  draftId: string | undefined;
  from: MailAddress;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const folderHref = `/inbox/${encodeURIComponent(folder)}`;
  const draft = useMessageDraft({
    initial,
    draftId,
    from,
    // The address names the draft from now on, so a reload reopens it.
    onDraftSaved: (id) => setSearch({ draft: id }, { replace: true }),
  });

  const send = async () => {
    if (!(await draft.send())) return;
    notify.small({ title: t('Message sent'), variant: 'success' });
    void navigate(folderHref);
  };
  const discard = async () => {
    const answer = await notify.confirm({
      title: t('Discard this message?'),
      content: t('The draft and everything typed in it will be deleted.'),
      buttons: [
        { key: 'keep', label: t('Keep writing') },
        { key: 'discard', label: t('Discard'), variant: 'danger' },
      ],
      cancelKey: 'keep',
    });
    if (answer !== 'discard') return;
    await draft.discard();
    void navigate(folderHref);
  };

  return (
    <ComposeForm
      fields={draft.fields}
      onFieldChange={draft.setField}
      isSending={draft.isSending}
      sendError={draft.sendError}
      savedAt={draft.savedAt}
      onSend={() => void send()}
      onDiscard={() => void discard()}
    />
  );
}
