import type { ReactNode, SVGProps } from 'react';
import type { NotificationVariant } from './Notifier';

// Small stroke icons drawn here so notifications need nothing from an icon set; they follow `currentColor`.
function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

/** Triangle with an exclamation mark: warnings and errors. */
export function WarningIcon() {
  return (
    <Glyph>
      <path d="M12 3.5 22 20.5H2z" />
      <path d="M12 10v4.5" />
      <circle cx="12" cy="17.5" r="0.6" fill="currentColor" />
    </Glyph>
  );
}

/** Circled tick: success. */
export function CheckIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </Glyph>
  );
}

/** Circled "i": information and neutral notices. */
export function InfoIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6" />
      <circle cx="12" cy="7.5" r="0.6" fill="currentColor" />
    </Glyph>
  );
}

/** Cross of the close button. */
export function CloseIcon() {
  return (
    <Glyph>
      <path d="M6 6l12 12M18 6 6 18" />
    </Glyph>
  );
}

/** The icon a variant shows when the caller gives none: `undefined` picks it, `null` shows no icon. */
export function notificationIcon(variant: NotificationVariant, icon: ReactNode): ReactNode {
  if (icon !== undefined) return icon;
  switch (variant) {
    case 'success':
      return <CheckIcon />;
    case 'danger':
    case 'warning':
      return <WarningIcon />;
    default:
      return <InfoIcon />;
  }
}
