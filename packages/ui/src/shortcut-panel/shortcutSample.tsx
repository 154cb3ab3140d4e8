import {
  faCalendarDays,
  faEnvelope,
  faFileInvoiceDollar,
  faImages,
  faMapLocationDot,
  faUser,
} from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import type { ShortcutItem } from './ShortcutPanel';

/** Six sample shortcuts, for stories and tests. */
export const sampleShortcuts: ShortcutItem[] = [
  {
    href: '#/inbox',
    label: 'Mail',
    icon: <Icon icon={faEnvelope} />,
    tone: 'info',
    badge: { count: 14, label: '14 unread' },
  },
  { href: '#/calendar', label: 'Calendar', icon: <Icon icon={faCalendarDays} />, tone: 'warning' },
  { href: '#/maps', label: 'Maps', icon: <Icon icon={faMapLocationDot} />, tone: 'primary' },
  { href: '#/invoice', label: 'Invoice', icon: <Icon icon={faFileInvoiceDollar} />, tone: 'success' },
  { href: '#/gallery', label: 'Gallery', icon: <Icon icon={faImages} />, tone: 'danger' },
  { href: '#/profile', label: 'My Profile', icon: <Icon icon={faUser} />, tone: 'primary' },
];
