import { useState } from 'react';
import { Button, Dialog, DialogTrigger, useTranslation } from '@atrium/ui';
import { Note, Row } from './showcase.styles';

/** A plain dialog and a modal confirmation whose answer is shown beside the buttons. */
export function InteractionDialogs() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <>
      <Note role="status">
        {answer === null ? t('Open a dialog to try it.') : t('Last answer: {answer}', { answer })}
      </Note>
      <Row>
        <DialogTrigger>
          <Button>{t('Open dialog')}</Button>
          <Dialog
            title={t('Simple dialog')}
            closeLabel={t('Close')}
            footer={(close) => (
              <Button variant="primary" onPress={close}>
                {t('OK')}
              </Button>
            )}
          >
            {t('Dialogs float above the page; press Escape or OK to close this one.')}
          </Dialog>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="danger">{t('Delete all items')}</Button>
          <Dialog
            role="alertdialog"
            title={t('Empty the recycle bin?')}
            hasCloseButton={false}
            isDismissable={false}
            footer={(close) => (
              <>
                <Button
                  onPress={() => {
                    setAnswer(t('Cancel'));
                    close();
                  }}
                >
                  {t('Cancel')}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => {
                    setAnswer(t('Delete all items'));
                    close();
                  }}
                >
                  {t('Delete all items')}
                </Button>
              </>
            )}
          >
            {t('These items will be permanently deleted and cannot be recovered.')}
          </Dialog>
        </DialogTrigger>
      </Row>
    </>
  );
}
