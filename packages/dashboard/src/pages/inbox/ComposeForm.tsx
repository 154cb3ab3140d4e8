import { faPaperclip, faPaperPlane, faTrashCan, faXmark } from '@fortawesome/free-solid-svg-icons';
import { Alert, Button, Icon, ProgressBar, TextArea, TextField, useTranslation } from '@atrium/ui';
import { useRef, useState, type FormEvent } from 'react';
import type { MailAttachment } from '../../api/resourceDefinitions';
import { AttachmentList, ComposeBody, FileInput, RecipientRow, SaveStatus } from './ComposeForm.styles';
import { Toolbar, ToolbarEnd } from './InboxPage.styles';
import { draftProblems, type DraftFields, type RecipientField } from './useMessageDraft';

/** Props of {@link ComposeForm}. */
export interface ComposeFormProps {
  fields: DraftFields;
  onFieldChange: <Key extends keyof DraftFields>(key: Key, value: DraftFields[Key]) => void;
  isSending: boolean;
  /** Why the last send failed, if it did. */
  sendError: string | undefined;
  /** When the draft was last saved. */
  savedAt: Date | undefined;
  onSend: () => void;
  onDiscard: () => void;
}

/** Recipients, subject, text and attachments of a message, with Send and Discard above them. */
export function ComposeForm({
  fields,
  onFieldChange,
  isSending,
  sendError,
  savedAt,
  onSend,
  onDiscard,
}: ComposeFormProps) {
  const { t, locale } = useTranslation();
  const [hasTriedSend, setHasTriedSend] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const problems = draftProblems(fields);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setHasTriedSend(true);
    if (Object.keys(problems).length === 0) onSend();
  };
  const recipientError = (field: RecipientField) => {
    const problem = hasTriedSend ? problems[field] : undefined;
    if (!problem) return undefined;
    return problem === 'missing'
      ? t('Add at least one recipient.')
      : t('Not an e-mail address: {entries}', { entries: problem.join(', ') });
  };
  const recipientField = (field: RecipientField, label: string) => (
    <TextField
      label={label}
      value={fields[field]}
      onChange={(value) => onFieldChange(field, value)}
      isReadOnly={isSending}
      isInvalid={recipientError(field) !== undefined}
      errorMessage={recipientError(field)}
      description={field === 'to' ? t('Separate addresses with commas.') : undefined}
      autoComplete="email"
      // Addresses read left to right in every language; in a right-to-left page their @ and dots would jumble.
      dir="ltr"
    />
  );
  const addFiles = (files: FileList | null) => {
    const added: MailAttachment[] = [...(files ?? [])].map(({ name, size, type }) => ({
      name,
      size,
      ...(type ? { type } : {}),
    }));
    if (added.length > 0) onFieldChange('attachments', [...fields.attachments, ...added]);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('New message')}>
      <Toolbar role="toolbar" aria-label={t('Message')}>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          icon={<Icon icon={faPaperPlane} />}
          isDisabled={isSending}
        >
          {isSending ? t('Sending…') : t('Send')}
        </Button>
        <Button
          size="sm"
          icon={<Icon icon={faPaperclip} />}
          isDisabled={isSending}
          onPress={() => fileInput.current?.click()}
        >
          {t('Attach files')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          icon={<Icon icon={faTrashCan} />}
          isDisabled={isSending}
          onPress={onDiscard}
        >
          {t('Discard')}
        </Button>
        <ToolbarEnd>
          <SaveStatus role="status">
            {savedAt &&
              t('Draft saved at {time}', {
                time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(savedAt),
              })}
          </SaveStatus>
        </ToolbarEnd>
      </Toolbar>
      <FileInput
        ref={fileInput}
        type="file"
        multiple
        onChange={(event) => {
          addFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <ComposeBody>
        {isSending && <ProgressBar label={t('Sending…')} isIndeterminate isAnimated size="thin" />}
        {sendError && (
          <Alert variant="danger" title={t('The message was not sent.')}>
            {t('{reason}. Your message is kept; try again.', { reason: sendError })}
          </Alert>
        )}
        <RecipientRow>
          {recipientField('to', t('To'))}
          {recipientField('cc', t('Cc'))}
          {recipientField('bcc', t('Bcc'))}
        </RecipientRow>
        <TextField
          label={t('Subject')}
          value={fields.subject}
          onChange={(value) => onFieldChange('subject', value)}
          isReadOnly={isSending}
        />
        <TextArea
          label={t('Message')}
          rows={14}
          value={fields.body}
          onChange={(value) => onFieldChange('body', value)}
          isReadOnly={isSending}
        />
        {fields.attachments.length > 0 && (
          <section aria-label={t('Attachments')}>
            <AttachmentList>
              {fields.attachments.map((attachment, index) => (
                <li key={`${index}-${attachment.name}`}>
                  <Icon icon={faPaperclip} />
                  <span>{attachment.name}</span>
                  {attachment.size !== undefined && (
                    <SaveStatus>{t('{size} bytes', { size: attachment.size })}</SaveStatus>
                  )}
                  <Button
                    size="xs"
                    variant="link"
                    icon={<Icon icon={faXmark} />}
                    isDisabled={isSending}
                    aria-label={t('Remove {name}', { name: attachment.name })}
                    onPress={() =>
                      onFieldChange(
                        'attachments',
                        fields.attachments.filter((_, position) => position !== index),
                      )
                    }
                  />
                </li>
              ))}
            </AttachmentList>
          </section>
        )}
      </ComposeBody>
    </form>
  );
}
