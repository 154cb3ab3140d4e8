import {
  faCalendarDays,
  faEnvelope,
  faFileInvoiceDollar,
  faImages,
  faMapLocationDot,
  faUser,
} from '@fortawesome/free-solid-svg-icons';
import { Icon, type ShortcutItem } from '@atrium/ui';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The shortcut panel's tiles: inbox (with its unread count), calendar, maps, invoice, gallery, profile. */
export function shortcutItems(t: Translate, unread?: number): ShortcutItem[] {
  return [
    {
      href: '/inbox',
      label: t('Mail'),
      icon: <Icon icon={faEnvelope} />,
      tone: 'info',
      badge: unread ? { count: unread, label: t('{count} unread', { count: unread }) } : undefined,
    },
    { href: '/calendar', label: t('Calendar'), icon: <Icon icon={faCalendarDays} />, tone: 'warning' },
    { href: '/maps', label: t('Maps'), icon: <Icon icon={faMapLocationDot} />, tone: 'primary' },
    { href: '/invoice', label: t('Invoice'), icon: <Icon icon={faFileInvoiceDollar} />, tone: 'success' },
    { href: '/gallery', label: t('Gallery'), icon: <Icon icon={faImages} />, tone: 'danger' },
    { href: '/profile', label: t('My Profile'), icon: <Icon icon={faUser} />, tone: 'primary' },
  ];
}
