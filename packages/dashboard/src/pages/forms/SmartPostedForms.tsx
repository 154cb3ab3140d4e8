import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Form, FormTextArea, FormTextField, Icon, useTranslation } from '@atrium/ui';
import { faCheck } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { commentResource, contactMessageResource } from '../../api/resourceDefinitions';
import { newRecordId } from '../../data/newRecordId';
import { NameAndEmail, SubmitRow } from './FormWidget';
import type { ResourceDefinition } from '../../data/resource';
import {
  commentSchema,
  contactsSchema,
  type CommentValues,
  type ContactsValues,
} from './smartValidationForms';
import { usePostedForm } from './usePostedForm';

const SubmittedBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.xl};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const SubmittedIcon = styled.span`
  display: grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: 50%;
  font-size: 22px;
  color: ${({ theme }) => theme.colors.onSuccess};
  background: ${({ theme }) => theme.colors.success};
`;

/** What replaces a posted form: the thanks, focused so keyboard and screen-reader users land on it. */
function Submitted({
  message,
  againLabel,
  onAgain,
}: {
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <SubmittedBox ref={ref} tabIndex={-1} role="status" data-state="submitted">
      <SubmittedIcon aria-hidden>
        <Icon icon={faCheck} />
      </SubmittedIcon>
      <p>{message}</p>
      <Button onPress={onAgain}>{againLabel}</Button>
    </SubmittedBox>
  );
}

/** Props of {@link PostedForm}. */
export interface PostedFormProps<Record> {
  resource: ResourceDefinition<Record>;
  /** The thanks shown once the record is stored (English; translated). */
  submittedMessage: string;
  /** The button that brings back an empty form (English; translated). */
  againLabel: string;
  /** The form, given the function that stores its record. */
  children: (post: (record: Record) => Promise<void>) => ReactNode;
}

/** A form whose record is stored in `resource`: marked submitted on success, kept as typed on a failure. */
export function PostedForm<Record>({
  resource,
  submittedMessage,
  againLabel,
  children,
}: PostedFormProps<Record>) {
  const { t } = useTranslation();
  const { state, failure, post, startOver } = usePostedForm(resource);
  if (state === 'submitted') {
    return <Submitted message={t(submittedMessage)} againLabel={t(againLabel)} onAgain={startOver} />;
  }
  return (
    <>
      {failure !== null && (
        <Alert variant="danger" title={t('Not sent')}>
          {t('{reason}. Everything you typed is still here: try again.', { reason: failure })}
        </Alert>
      )}
      {children(post)}
    </>
  );
}

const emptyComment: CommentValues = { name: '', email: '', url: '', comment: '' };

/** A blog comment, posted to the comments collection; a web address is checked only when given. */
export function CommentForm() {
  const { t } = useTranslation();
  return (
    <PostedForm
      resource={commentResource}
      submittedMessage="Your comment was successfully added!"
      againLabel="Post another comment"
    >
      {(post) => (
        <Form
          schema={commentSchema}
          defaultValues={emptyComment}
          onSubmit={({ url, ...values }) =>
            post({
              id: newRecordId('comment'),
              ...values,
              ...(url === '' ? {} : { url }),
              date: new Date().toISOString(),
            })
          }
          aria-label={t('Comment form')}
        >
          <NameAndEmail />
          <FormTextField name="url" label={t('Website')} type="url" autoComplete="url" />
          <FormTextArea name="comment" label={t('Comment')} rows={4} isRequired />
          <SubmitRow label={t('Post comment')} />
        </Form>
      )}
    </PostedForm>
  );
}

const emptyContacts: ContactsValues = { name: '', email: '', message: '' };

/** A message to the site, sent to the contacts collection; at least 10 characters of text. */
export function ContactsForm() {
  const { t } = useTranslation();
  return (
    <PostedForm
      resource={contactMessageResource}
      submittedMessage="Your message was successfully sent!"
      againLabel="Send another message"
    >
      {(post) => (
        <Form
          schema={contactsSchema}
          defaultValues={emptyContacts}
          onSubmit={(values) =>
            post({ id: newRecordId('contact'), ...values, date: new Date().toISOString() })
          }
          aria-label={t('Contacts form')}
        >
          <NameAndEmail />
          <FormTextArea name="message" label={t('Message')} rows={4} isRequired />
          <SubmitRow label={t('Send message')} />
        </Form>
      )}
    </PostedForm>
  );
}
