import { useState, type FormEvent } from 'react';
import { Button, Icon, TextField, useTranslation } from '@atrium/ui';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons';
import { PersonAvatar } from './PersonAvatar';
import { Composer } from './SocialFeed.styles';

/** Props of {@link StatusComposer}. */
export interface StatusComposerProps {
  /** Picture of the person posting. */
  picture: string;
  /** First name used in the prompt, e.g. "What's new, Ada?". */
  firstName?: string;
  /** Publishes the text; returns false when it was refused (blank). */
  onPost: (text: string) => boolean;
}

/** The box at the top of the feed where the user writes and posts a status. */
export function StatusComposer({ picture, firstName, onPost }: StatusComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isBlank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onPost(text)) {
      setText('');
      setBlank(false);
    } else {
      setBlank(true);
    }
  };
  return (
    <Composer onSubmit={submit} aria-label={t('Post a status')}>
      <PersonAvatar picture={picture} size={32} />
      <TextField
        aria-label={t('Status')}
        placeholder={firstName ? t('What’s new, {name}?', { name: firstName }) : t('What’s new?')}
        value={text}
        onChange={(value) => {
          setText(value);
          if (isBlank) setBlank(false);
        }}
        isInvalid={isBlank}
        errorMessage={t('Write something before posting.')}
      />
      <Button type="submit" variant="primary" icon={<Icon icon={faPaperPlane} />}>
        {t('Post')}
      </Button>
    </Composer>
  );
}
