import { faCheck, faInfo, faLock, faTriangleExclamation, faUser } from '@fortawesome/free-solid-svg-icons';
import { faClock } from '@fortawesome/free-regular-svg-icons';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';

/** The Font Awesome 4 icon names a calendar event may carry. */
export type EventIconName = 'fa-info' | 'fa-warning' | 'fa-check' | 'fa-user' | 'fa-lock' | 'fa-clock-o';

/** Calendar event icons, Font Awesome 4 names mapped to today's definitions; pass to `IconProvider`. */
export const eventIcons: Readonly<Record<EventIconName, IconDefinition>> = {
  'fa-info': faInfo,
  'fa-warning': faTriangleExclamation,
  'fa-check': faCheck,
  'fa-user': faUser,
  'fa-lock': faLock,
  // Font Awesome 4's `-o` icons are the outline drawings now published as the regular style.
  'fa-clock-o': faClock,
};
