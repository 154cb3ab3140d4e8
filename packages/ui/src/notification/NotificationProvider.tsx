import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { createNotifier } from './createNotifier';
import type { Notifier } from './Notifier';
import { NotificationAnnouncer } from './NotificationAnnouncer';
import { NotificationLayer } from './NotificationLayer';
import { NotifierContext, useNotifierSnapshot } from './useNotify';
import { translateStrings, useTranslation } from '../i18n';

/** User-facing strings of the notification layer, all overridable. */
export interface NotificationStrings {
  /** Name of the landmark holding the boxes. */
  regionLabel: string;
  /** Name of each box's close button, read with the box's title. */
  closeLabel: string;
  /** Read before a big box's running number. */
  numberLabel: string;
}

// A message box is modal and rare: its dialog code loads when the first one is asked for.
const messageBox = lazyPart(() => import('./MessageBox').then((module) => module.MessageBox));

/** Props of {@link NotificationProvider}. */
export interface NotificationProviderProps {
  /** A store shared with non-React code (e.g. a data client); one is created when omitted. */
  notifier?: Notifier;
  strings?: Partial<NotificationStrings>;
  children?: ReactNode;
}

const defaultStrings: NotificationStrings = {
  regionLabel: 'Notifications',
  closeLabel: 'Close',
  numberLabel: 'Number',
};

/** Renders the small-box and big-box stacks, their live announcements and the message box for its subtree. */
export function NotificationProvider({ notifier: given, strings, children }: NotificationProviderProps) {
  const { t } = useTranslation();
  // Cheap enough to create even when one is given; it is only used when none is.
  const [owned] = useState(createNotifier);
  const notifier = given ?? owned;
  // The store this provider created is cleared with it; a store passed in belongs to the caller.
  useEffect(() => () => owned.clear(), [owned]);
  const snapshot = useNotifierSnapshot(notifier);
  const text = { ...translateStrings(defaultStrings, t), ...strings };
  const request = snapshot.messageBoxes[0];
  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      <NotificationLayer
        notifier={notifier}
        small={snapshot.small}
        big={snapshot.big}
        isBehindModal={request !== undefined}
        regionLabel={text.regionLabel}
        closeLabel={text.closeLabel}
        numberLabel={text.numberLabel}
      />
      <NotificationAnnouncer notifications={[...snapshot.small, ...snapshot.big]} />
      {request && (
        <WidgetErrorBoundary
          key={request.id}
          fallback={() => null}
          // A box that cannot be shown (its code failed to load) answers as Escape would, so no caller waits forever.
          onError={() => {
            notifier.respond(request.id, request.cancelKey);
            void messageBox.preload();
          }}
        >
          <Suspense fallback={null}>
            <messageBox.Part
              title={request.title}
              content={request.content}
              buttons={request.buttons}
              cancelKey={request.cancelKey}
              variant={request.variant}
              icon={request.icon}
              onRespond={(key) => notifier.respond(request.id, key)}
            />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </NotifierContext.Provider>
  );
}
