import { createPortal } from 'react-dom';
import { useIsSSR, VisuallyHidden } from 'react-aria';
import type { Notification } from './Notifier';
import { announcementOf } from './notificationText';

/** Props of {@link NotificationAnnouncer}. */
export interface NotificationAnnouncerProps {
  /** Boxes on screen, newest first; each is announced once when it appears. */
  notifications: readonly Notification[];
}

/**
 * Two live regions, polite and assertive, that read each box as it appears.
 * They stay mounted while empty because screen readers ignore regions that arrive with their text.
 */
export function NotificationAnnouncer({ notifications }: NotificationAnnouncerProps) {
  const isSSR = useIsSSR();
  if (isSSR) return null;
  // Oldest first, so a new box is appended to its region.
  const lines = (politeness: Notification['politeness']) =>
    [...notifications]
      .reverse()
      .filter((n) => n.politeness === politeness)
      .map((n) => <div key={n.id}>{announcementOf(n)}</div>);
  // `data-live-announcer` keeps the regions audible while a modal hides the rest of the page; react-aria marks
  // its own announcer the same way, so these regions carry a name of their own too.
  return createPortal(
    <VisuallyHidden data-live-announcer="true" data-notification-announcer="true">
      <div aria-live="polite" aria-relevant="additions text">
        {lines('polite')}
      </div>
      <div aria-live="assertive" aria-relevant="additions text">
        {lines('assertive')}
      </div>
    </VisuallyHidden>,
    document.body,
  );
}
