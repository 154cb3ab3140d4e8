import {
  faCalendarDays,
  faEnvelope,
  faFileInvoiceDollar,
  faImages,
  faMapLocationDot,
  faUser,
} from '@fortawesome/free-solid-svg-icons';
import { Icon, type ShortcutItem } from '@atrium/ui';

/** The shortcut panel's tiles: inbox, calendar, maps, invoice, gallery, profile. */
export function shortcutItems(t: (key: string) => string): ShortcutItem[] {
  return [
    { href: '/inbox', label: t('Mail'), icon: <Icon icon={faEnvelope} />, tone: 'info' },
    { href: '/calendar', label: t('Calendar'), icon: <Icon icon={faCalendarDays} />, tone: 'warning' },
    { href: '/maps', label: t('Maps'), icon: <Icon icon={faMapLocationDot} />, tone: 'primary' },
    { href: '/invoice', label: t('Invoice'), icon: <Icon icon={faFileInvoiceDollar} />, tone: 'success' },
    { href: '/gallery', label: t('Gallery'), icon: <Icon icon={faImages} />, tone: 'danger' },
    { href: '/profile', label: t('My Profile'), icon: <Icon icon={faUser} />, tone: 'primary' },
  ];
}
