import { useState, type FormEvent } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { useTranslation } from '../i18n';
import { TextField } from '../text-field';
import { safeImageUrl, safeLinkUrl } from './linkUrl';
import type { RichTextDialogKind } from './richTextTools';

/** Props of {@link RichTextDialog}. */
export interface RichTextDialogProps {
  kind: RichTextDialogKind;
  /** The link's current address when the selection is in one. */
  currentUrl?: string;
  onClose: () => void;
  /** Called with a checked URL (and an image's description). */
  onSubmit: (url: string, description: string) => void;
  /** Removes the link at the selection; offered when there is one. */
  onRemove?: () => void;
}

/**
 * Asks for a link's or an image's address. Only addresses that are safe to follow are taken: http, https and
 * (for links) mailto, or a path within the site; anything else is refused with a message and kept in the field.
 */
export function RichTextDialog({ kind, currentUrl = '', onClose, onSubmit, onRemove }: RichTextDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(currentUrl);
  const [description, setDescription] = useState('');
  const [isRefused, setRefused] = useState(false);
  const isLink = kind === 'link';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = isLink ? safeLinkUrl(url) : safeImageUrl(url);
    if (checked === undefined) {
      setRefused(true);
      return;
    }
    onSubmit(checked, description.trim());
    onClose();
  };
  const formId = `rich-text-${kind}-form`;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={isLink ? t('Insert link') : t('Insert image')}
      width={440}
      footer={
        <>
          {isLink && onRemove && currentUrl !== '' && (
            <Button
              variant="danger"
              onPress={() => {
                onRemove();
                onClose();
              }}
            >
              {t('Remove link')}
            </Button>
          )}
          <Button onPress={onClose}>{t('Cancel')}</Button>
          <Button type="submit" form={formId} variant="primary">
            {isLink ? t('Apply') : t('Insert')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('Address')}
          type="url"
          value={url}
          onChange={(value) => {
            setUrl(value);
            setRefused(false);
          }}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take this address
          autoFocus
          isRequired
          validationBehavior="aria"
          isInvalid={isRefused}
          description={
            isLink
              ? 'https://example.com, mailto:name@example.com or /path'
              : 'https://example.com/picture.png'
          }
          errorMessage={
            isLink
              ? t('Enter a web address (http or https), a mailto: address or a path within this site.')
              : t('Enter a web address (http or https) or a path within this site.')
          }
        />
        {!isLink && (
          <TextField
            label={t('Description for screen readers')}
            value={description}
            onChange={setDescription}
          />
        )}
      </form>
    </Dialog>
  );
}
