import { forwardRef, useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, VisuallyHidden } from 'react-aria';
import type { NotificationKind, NotificationVariant } from './Notifier';
import { CloseIcon, notificationIcon } from './NotificationIcons';
import { Box, CloseButton, Content, Icon, RunningNumber, Title } from './NotificationBox.styles';
import { useNotificationBox, type NotificationBoxAria } from './useNotificationBox';

/** Props of {@link NotificationBox}. */
export interface NotificationBoxProps {
  /** `small`: icon beside title and content; `big`: larger, icon under the title, running number below. */
  kind?: NotificationKind;
  variant?: NotificationVariant;
  title: ReactNode;
  content?: ReactNode;
  /** Icon slot; the variant's default icon when omitted, no icon when `null`. */
  icon?: ReactNode;
  /** Running number of a big box, such as an error count. */
  number?: number | string;
  /** Short shake on arrival (not under reduced motion). */
  isShaking?: boolean;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  /** Hover or focus inside started (`true`) or ended (`false`): pause and resume the timeout. */
  onPauseChange?: (isPaused: boolean) => void;
  /** Accessible name of the close button, read with the title. */
  closeLabel?: string;
  /** Read before the running number by screen readers. */
  numberLabel?: string;
  className?: string;
}

/** One coloured notification box: a small box or a big box, without positioning or timers of its own. */
export const NotificationBox = forwardRef<HTMLDivElement, NotificationBoxProps>(function NotificationBox(
  {
    kind = 'small',
    variant = 'info',
    title,
    content,
    icon,
    number,
    isShaking = false,
    onClose,
    onPauseChange,
    closeLabel = 'Close',
    numberLabel = 'Number',
    className,
  },
  ref,
) {
  const hasContent = content !== undefined && content !== null && content !== '';
  const aria = useNotificationBox({ hasContent, onClose, onPauseChange, closeLabel });
  const shownIcon = notificationIcon(variant, icon);
  return (
    <Box
      {...aria.boxProps}
      ref={ref}
      className={className}
      data-variant={variant}
      $kind={kind}
      $variant={variant}
      $isShaking={isShaking}
    >
      {shownIcon !== null && <Icon $kind={kind}>{shownIcon}</Icon>}
      <Title {...aria.titleProps} $kind={kind}>
        {title}
      </Title>
      {hasContent && (
        <Content {...aria.contentProps} $kind={kind}>
          {content}
        </Content>
      )}
      {kind === 'big' && number !== undefined && (
        <RunningNumber>
          <VisuallyHidden elementType="span">{numberLabel} </VisuallyHidden>
          {number}
        </RunningNumber>
      )}
      {onClose && <BoxCloseButton {...aria.closeButtonProps} />}
    </Box>
  );
});

function BoxCloseButton(props: NotificationBoxAria['closeButtonProps']) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <CloseButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      data-notification-close=""
      $isFocusVisible={isFocusVisible}
    >
      <CloseIcon />
    </CloseButton>
  );
}
