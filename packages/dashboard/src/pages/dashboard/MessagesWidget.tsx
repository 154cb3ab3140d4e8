import { lazy } from 'react';
import { Icon, Widget } from '@atrium/ui';
import { faComments } from '@fortawesome/free-solid-svg-icons';
import { BelowTheFold } from './BelowTheFold';

const MessagesConversation = lazy(() => import('./MessagesConversation'));

/** The "Messages" widget: the chat conversation and its users. */
export function MessagesWidget() {
  return (
    <Widget defaultTitle="Messages" icon={<Icon icon={faComments} />} defaultColor="dark">
      <BelowTheFold height={660}>
        <MessagesConversation />
      </BelowTheFold>
    </Widget>
  );
}
