import { lazy } from 'react';
import { Icon, useTranslation, Widget } from '@atrium/ui';
import { faComments } from '@fortawesome/free-solid-svg-icons';
import { BelowTheFold } from './BelowTheFold';

const MessagesConversation = lazy(() => import('./MessagesConversation'));

/** The "Messages" widget: the chat conversation and its users. */
export function MessagesWidget() {
  const { t } = useTranslation();
  return (
    <Widget defaultTitle={t('Messages')} icon={<Icon icon={faComments} />} defaultColor="dark">
      <BelowTheFold height={660}>
        <MessagesConversation />
      </BelowTheFold>
    </Widget>
  );
}
