import { useCallback, useEffect, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { alertRole, type AlertRole, type AlertVariant } from './alertRole';

/** Options of {@link useAlert}. */
export interface UseAlertOptions {
  variant: AlertVariant;
  /** Overrides the role chosen from the variant. */
  role?: AlertRole;
  /** Whether the alert is shown (controlled). */
  isOpen?: boolean;
  /** Whether the alert starts shown (uncontrolled); true when omitted. */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Called when the user presses the close button. */
  onDismiss?: () => void;
  /** Length of the fade-out in milliseconds; the alert leaves the page when it ends. */
  exitDuration: number;
}

/** What {@link useAlert} gives the view. */
export interface AlertAria {
  /** Logical state: false as soon as the alert is dismissed. */
  isOpen: boolean;
  /** Whether to render at all: stays true while the fade-out runs. */
  isMounted: boolean;
  /** Closed but still fading out. */
  isExiting: boolean;
  role: AlertRole;
  /** Closes the alert as the close button does. */
  dismiss: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Owns an alert's open state and its fade-out before it leaves the page. */
export function useAlert({
  variant,
  role,
  isOpen: isOpenProp,
  defaultOpen = true,
  onOpenChange,
  onDismiss,
  exitDuration,
}: UseAlertOptions): AlertAria {
  const [isOpen, setOpen] = useControlledState(isOpenProp, defaultOpen, onOpenChange);
  const [hasExited, setExited] = useState(!isOpen);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Reopening must render again at once; adjusting state during render avoids a frame without the alert.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setExited(false);
  }

  useEffect(() => {
    if (isOpen || hasExited) return undefined;
    const timer = window.setTimeout(() => setExited(true), prefersReducedMotion() ? 0 : exitDuration);
    return () => window.clearTimeout(timer);
  }, [isOpen, hasExited, exitDuration]);

  const dismiss = useCallback(() => {
    if (!isOpen) return;
    setOpen(false);
    onDismiss?.();
  }, [isOpen, setOpen, onDismiss]);

  return {
    isOpen,
    isMounted: isOpen || !hasExited,
    isExiting: !isOpen && !hasExited,
    role: alertRole(variant, role),
    dismiss,
  };
}
