import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxMessage, MailAddress, MailAttachment } from '../../api/resourceDefinitions';
import { inboxMessageResource } from '../../api/resourceDefinitions';
import { useResourceMutations } from '../../data/useResource';
import { newMessageId, parseRecipients, textToHtml } from './composeText';

/** What the compose form edits; recipients are kept as typed until the message is saved or sent. */
export interface DraftFields {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  /** Plain text; stored and sent as escaped HTML. */
  body: string;
  attachments: MailAttachment[];
}

/** Which recipients field a problem belongs to. */
export type RecipientField = 'to' | 'cc' | 'bcc';

/** Why a draft cannot be sent, by field: the entries that are not addresses, or a missing recipient. */
export type DraftProblems = Partial<Record<RecipientField, string[] | 'missing'>>;

/** How long typing must pause before the draft is saved, so a word is one save and not one per key. */
export const draftSaveDelayMs = 800;

/** How long sending takes: the original showed its sending state for one second before returning. */
export const sendDurationMs = 1000;

/** Options of {@link useMessageDraft}. */
export interface UseMessageDraftOptions {
  initial: DraftFields;
  /** The stored draft being edited, if the form was opened on one. */
  draftId: string | undefined;
  from: MailAddress;
  /** Called once with the id under which a new draft was first saved, so the page can reopen it. */
  onDraftSaved: (id: string) => void;
}

/** Whether a draft holds anything worth keeping. */
export const hasContent = (fields: DraftFields) =>
  [fields.to, fields.cc, fields.bcc, fields.subject, fields.body].some((value) => value.trim() !== '') ||
  fields.attachments.length > 0;

/** The problems that keep a draft from being sent; empty when it can go. */
export function draftProblems(fields: DraftFields): DraftProblems {
  const problems: DraftProblems = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const { invalid } = parseRecipients(fields[field]);
    if (invalid.length > 0) problems[field] = invalid;
  }
  if (!problems.to && parseRecipients(fields.to).addresses.length === 0) problems.to = 'missing';
  return problems;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Owns one message being written: its fields, saving them as a draft shortly after each change, sending it
 * (which moves the stored message to Sent) and discarding it. A failed save or send keeps every field.
 */
export function useMessageDraft({ initial, draftId, from, onDraftSaved }: UseMessageDraftOptions) {
  const { create, update, remove } = useResourceMutations(inboxMessageResource);
  const [fields, setFields] = useState(initial);
  const [isDirty, setIsDirty] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [savedAt, setSavedAt] = useState<Date>();
  const storedId = useRef(draftId);
  const onSaved = useRef(onDraftSaved);

  const toRecord = useCallback(
    (values: DraftFields, folder: 'draft' | 'sent'): Omit<InboxMessage, '_id'> => {
      const recipients = (text: string) => parseRecipients(text).addresses;
      return {
        folder,
        from,
        to: recipients(values.to),
        cc: recipients(values.cc),
        bcc: recipients(values.bcc),
        subject: values.subject,
        body: textToHtml(values.body),
        date: new Date().toISOString(),
        read: true,
        attachments: values.attachments,
      };
    },
    [from],
  );

  // Writes the fields as the stored message: a new record the first time, changes to it after that.
  const store = useCallback(
    async (values: DraftFields, folder: 'draft' | 'sent') => {
      const record = toRecord(values, folder);
      const id = storedId.current;
      if (id) {
        await update.mutateAsync({ id, changes: record });
        return;
      }
      const newId = newMessageId();
      storedId.current = newId;
      try {
        await create.mutateAsync({ _id: newId, ...record });
      } catch (error) {
        storedId.current = undefined;
        throw error;
      }
      if (folder === 'draft') onSaved.current(newId);
    },
    [create, toRecord, update],
  );

  useEffect(() => {
    if (!isDirty || isSending || !hasContent(fields)) return;
    const timer = setTimeout(() => {
      setIsDirty(false);
      // A refused save has raised the error box; the fields stay as typed and the next change retries.
      store(fields, 'draft').then(
        () => setSavedAt(new Date()),
        () => setIsDirty(true),
      );
    }, draftSaveDelayMs);
    return () => clearTimeout(timer);
  }, [fields, isDirty, isSending, store]);

  // Leaving before the pause ends still keeps what was typed: the pending change is saved on the way out,
  // and a reload or a closed tab asks first.
  const pending = useRef({ fields, isDirty, store });
  useEffect(() => {
    onSaved.current = onDraftSaved;
    pending.current = { fields, isDirty: isDirty && !isSending, store };
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current.isDirty && hasContent(pending.current.fields)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      const { fields: last, isDirty: isUnsaved, store: save } = pending.current;
      // The page is gone: the saved draft must not send the browser back to it.
      onSaved.current = () => undefined;
      if (isUnsaved && hasContent(last)) save(last, 'draft').catch(() => undefined);
    };
  }, []);

  const setField = useCallback(<Key extends keyof DraftFields>(key: Key, value: DraftFields[Key]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setIsDirty(true);
    setSendError(undefined);
  }, []);

  /** Sends the message when it can go; resolves to whether it went. */
  const send = useCallback(async (): Promise<boolean> => {
    setSendError(undefined);
    setIsSending(true);
    try {
      await Promise.all([wait(sendDurationMs), store(fields, 'sent')]);
      pending.current.isDirty = false;
      setIsDirty(false);
      return true;
    } catch (error) {
      setSendError(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setIsSending(false);
    }
  }, [fields, store]);

  /** Removes the stored draft, if there is one. */
  const discard = useCallback(async () => {
    pending.current.isDirty = false;
    setIsDirty(false);
    const id = storedId.current;
    if (id) await remove.mutateAsync(id);
  }, [remove]);

  return { fields, setField, isSending, sendError, savedAt, send, discard };
}
