import { faArrowLeft, faPaperclip, faReply, faTrashCan } from '@fortawesome/free-solid-svg-icons';
import { Alert, Button, Icon, mailLabelTextColor, safeUrl, sanitizeHtml, useTranslation } from '@atrium/ui';
import { useMemo, useState } from 'react';
import type { InboxLabel } from '../../api/inbox';
import type { InboxMessage } from '../../api/resourceDefinitions';
import { RouterLink } from '../../shell/RouterLink';
import { Toolbar } from './InboxPage.styles';
import { Article, Attachments, BackLink, Body, Chip, Notices, Sender, Subject } from './MessageDetail.styles';

/** Props of {@link MessageDetail}. */
export interface MessageDetailProps {
  message: InboxMessage;
  labels: readonly InboxLabel[];
  /** Where "Back" leads: the message's folder. */
  folderHref: string;
  onReply: () => void;
  onDelete: () => void;
}

/** One message: subject with labels, sender and date, the sanitised body and its attachments. */
export function MessageDetail({ message, labels, folderHref, onReply, onDelete }: MessageDetailProps) {
  const { t, locale } = useTranslation();
  const [showImages, setShowImages] = useState(false);
  const body = useMemo(
    () => sanitizeHtml(message.body, { allowRemoteImages: showImages }),
    [message.body, showImages],
  );
  const date = new Date(message.date);
  const attachments = message.attachments ?? [];
  return (
    <>
      <Toolbar role="toolbar" aria-label={t('Message')}>
        <BackLink as={RouterLink} href={folderHref}>
          <Icon icon={faArrowLeft} isMirroredInRtl /> {t('Back to the folder')}
        </BackLink>
        <Button size="sm" variant="primary" icon={<Icon icon={faReply} isMirroredInRtl />} onPress={onReply}>
          {t('Reply')}
        </Button>
        <Button size="sm" variant="danger" icon={<Icon icon={faTrashCan} />} onPress={onDelete}>
          {t('Delete')}
        </Button>
      </Toolbar>
      <Article aria-labelledby="message-subject">
        <Subject id="message-subject">
          {message.subject}
          {(message.labels ?? []).map((key) => {
            const label = labels.find((candidate) => candidate.key === key);
            return label ? (
              <Chip key={key} style={{ background: label.color, color: mailLabelTextColor(label.color) }}>
                {t(label.name)}
              </Chip>
            ) : null;
          })}
        </Subject>
        <Sender>
          <strong>{message.from.name}</strong>{' '}
          {message.from.email && <span>&lt;{message.from.email}&gt;</span>}{' '}
          {message.to && message.to.length > 0 && (
            <>
              {t('to')} {message.to.map((address) => address.name || address.email).join(', ')}{' '}
            </>
          )}
          {!Number.isNaN(date.getTime()) && (
            <time dateTime={message.date}>
              {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
            </time>
          )}
        </Sender>
        {(body.hasRemovedContent || body.blockedImages > 0) && (
          <Notices>
            {body.hasRemovedContent && (
              <Alert variant="warning">
                {t('Unsafe content (scripts, forms or active links) was removed from this message.')}
              </Alert>
            )}
            {body.blockedImages > 0 && (
              <Alert variant="info">
                {t('Remote images are hidden to protect your privacy.')}{' '}
                <Button size="xs" onPress={() => setShowImages(true)}>
                  {t('Show images')}
                </Button>
              </Alert>
            )}
          </Notices>
        )}
        <Body html={body} />
        {attachments.length > 0 && (
          <section aria-label={t('Attachments')}>
            <Attachments>
              {attachments.map((attachment, index) => {
                const href = safeUrl(attachment.url);
                return (
                  <li key={`${index}-${attachment.name}`}>
                    <span>
                      <Icon icon={faPaperclip} /> {attachment.name}
                    </span>
                    {attachment.size !== undefined && (
                      <span>{t('{size} bytes', { size: attachment.size })}</span>
                    )}
                    {href && (
                      <a
                        href={href}
                        download={attachment.name}
                        aria-label={t('Download {name}', { name: attachment.name })}
                      >
                        {t('Download')}
                      </a>
                    )}
                  </li>
                );
              })}
            </Attachments>
          </section>
        )}
      </Article>
    </>
  );
}
