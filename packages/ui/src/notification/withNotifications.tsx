import type { Decorator } from '@storybook/react-vite';
import { NotificationProvider } from './NotificationProvider';

/** Gives a story its own notification layer (stories share one page, so each gets a fresh store). */
export const withNotifications: Decorator = (Story) => (
  <NotificationProvider>
    <Story />
  </NotificationProvider>
);

/** Text of the polite or assertive live region, where boxes are announced. */
export function announced(politeness: 'polite' | 'assertive'): string {
  return (
    document.querySelector(`[data-notification-announcer] [aria-live="${politeness}"]`)?.textContent ?? ''
  );
}

/** The five variants in the order stories show them. */
export const variants = ['success', 'danger', 'warning', 'info', 'neutral'] as const;
