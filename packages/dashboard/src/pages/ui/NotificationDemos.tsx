import { useRef, useState } from 'react';
import { Button, Dialog, TextField, useNotify, useTranslation } from '@atrium/ui';
import { Fields, Row } from './showcase.styles';

/** What the login demo's Cancel answers, word for word from the original template. */
export const loginCancelMessage = 'Why did you cancel that? :(';

/**
 * Buttons that raise each kind of notification: a small box, a big box, a message box asking Yes or No, and
 * the login demo dialog. Every answer comes back as a small box, so the round trip is visible.
 */
export function NotificationDemos() {
  const { t } = useTranslation();
  const notify = useNotify();
  const bigBoxCount = useRef(0);
  const [isLoginOpen, setLoginOpen] = useState(false);
  const [username, setUsername] = useState('');

  const smallBox = () =>
    notify.small({
      title: t('Your report is ready'),
      content: t('The monthly traffic report has been added to your downloads.'),
      variant: 'success',
      timeout: 4000,
    });
  const bigBox = () => {
    bigBoxCount.current += 1;
    notify.big({
      title: t('New order received'),
      content: t('An order for 3 items is waiting to be confirmed.'),
      variant: 'info',
      number: bigBoxCount.current,
      timeout: 6000,
    });
  };
  const messageBox = async () => {
    const answer = await notify.confirm({
      title: t('Delete the draft?'),
      content: t('The draft and its attachments will be removed.'),
      buttons: [
        { key: 'No', label: t('No') },
        { key: 'Yes', label: t('Yes'), variant: 'danger' },
      ],
    });
    notify.small({
      title: t('You pressed {answer}', { answer: t(answer) }),
      variant: answer === 'Yes' ? 'danger' : 'neutral',
      timeout: 4000,
    });
  };
  const openLogin = () => {
    setUsername('');
    setLoginOpen(true);
  };
  const cancelLogin = () => {
    setLoginOpen(false);
    notify.small({ title: t(loginCancelMessage), variant: 'warning', timeout: 4000 });
  };
  const signIn = () => {
    setLoginOpen(false);
    const name = username.trim();
    notify.small({
      title: name === '' ? t('Signed in') : t('Welcome back, {name}', { name }),
      variant: 'success',
      timeout: 4000,
    });
  };

  return (
    <Row>
      <Button variant="success" onPress={smallBox}>
        {t('Small box')}
      </Button>
      <Button variant="info" onPress={bigBox}>
        {t('Big box')}
      </Button>
      <Button variant="danger" onPress={messageBox}>
        {t('Message box')}
      </Button>
      <Button variant="primary" onPress={openLogin}>
        {t('Login dialog')}
      </Button>
      <Dialog
        title={t('Sign in')}
        isOpen={isLoginOpen}
        onOpenChange={(open) => (open ? setLoginOpen(true) : cancelLogin())}
        closeLabel={t('Close')}
        footer={
          <>
            <Button onPress={cancelLogin}>{t('Cancel')}</Button>
            <Button variant="primary" onPress={signIn}>
              {t('Sign in')}
            </Button>
          </>
        }
      >
        <Fields>
          <TextField label={t('Username')} value={username} onChange={setUsername} autoComplete="username" />
          <TextField label={t('Password')} type="password" autoComplete="current-password" />
        </Fields>
      </Dialog>
    </Row>
  );
}
