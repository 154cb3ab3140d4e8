import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { useTheme } from 'styled-components';
import { AlertBody, AlertIcon, AlertTitle, CloseButton, StyledAlert } from './Alert.styles';
import type { AlertRole, AlertVariant } from './alertRole';
import { useAlert } from './useAlert';
import { useTranslation } from '../i18n';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Meaning and colour; `danger` and `warning` interrupt screen readers, the others are polite. */
  variant?: AlertVariant;
  /** Bold first line. */
  title?: ReactNode;
  /** Decorative icon before the text (hidden from screen readers, so the text must stand alone). */
  icon?: ReactNode;
  /** Shows a close button. */
  isDismissible?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Called when the user presses the close button. */
  onDismiss?: () => void;
  /** Whether the alert is shown (controlled); setting it to false fades the alert out. */
  isOpen?: boolean;
  /** Whether the alert starts shown (uncontrolled); true when omitted. */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Overrides the live-region role chosen from the variant. */
  role?: AlertRole;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A message box in the classic admin look: a coloured bar, an optional title, icon and close button. */
export function Alert({
  variant = 'info',
  title,
  icon,
  isDismissible = false,
  closeLabel: closeLabelProp,
  onDismiss,
  isOpen,
  defaultOpen,
  onOpenChange,
  role,
  id,
  className,
  children,
}: AlertProps) {
  const { t } = useTranslation();
  const closeLabel = closeLabelProp ?? t('Close');
  const theme = useTheme();
  const alert = useAlert({
    variant,
    role,
    isOpen,
    defaultOpen,
    onOpenChange,
    onDismiss,
    exitDuration: theme.motion.fade,
  });
  if (!alert.isMounted) return null;
  return (
    <StyledAlert
      id={id}
      className={className}
      role={alert.role}
      data-exiting={alert.isExiting || undefined}
      $variant={variant}
      $isExiting={alert.isExiting}
    >
      {icon && (
        <AlertIcon aria-hidden="true" $variant={variant}>
          {icon}
        </AlertIcon>
      )}
      <AlertBody>
        {title && <AlertTitle>{title}</AlertTitle>}
        {children}
      </AlertBody>
      {isDismissible && <AlertCloseButton label={closeLabel} onPress={alert.dismiss} />}
    </StyledAlert>
  );
}

function AlertCloseButton({ label, onPress }: { label: string; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ 'aria-label': label, onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <CloseButton {...mergeProps(buttonProps, focusProps)} ref={ref} $isFocusVisible={isFocusVisible}>
      <span aria-hidden="true">×</span>
    </CloseButton>
  );
}
