/** Meaning of an alert, which sets its colour and default live-region role. */
export type AlertVariant = 'success' | 'info' | 'warning' | 'danger';
/** Live-region role of an alert. */
export type AlertRole = 'alert' | 'status';

/**
 * Problems interrupt (`alert`, assertive); good news and hints wait their turn (`status`, polite).
 * An explicit role wins.
 */
export function alertRole(variant: AlertVariant, role?: AlertRole): AlertRole {
  if (role) return role;
  return variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
}
