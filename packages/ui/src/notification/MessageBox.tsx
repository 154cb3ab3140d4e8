import { useRef, type ReactNode } from 'react';
import { Overlay } from 'react-aria';
import { useTheme } from 'styled-components';
import { Button } from '../button';
import type { MessageBoxButton, NotificationVariant } from './Notifier';
import { notificationIcon } from './NotificationIcons';
import { Actions, Body, Heading, HeadingIcon, Panel, Title, Underlay } from './MessageBox.styles';
import { useMessageBox } from './useMessageBox';

/** Props of {@link MessageBox}. */
export interface MessageBoxProps {
  /** Shown while true; focus returns to where it was when it closes. */
  isOpen?: boolean;
  title: ReactNode;
  content?: ReactNode;
  /** Buttons in reading order, e.g. `['No', 'Yes']`; the last is primary unless it sets a variant. */
  buttons?: ReadonlyArray<string | MessageBoxButton>;
  /** Answer given by Escape; defaults to the first button. It also receives the initial focus. */
  cancelKey?: string;
  /** Accent colour and default icon. */
  variant?: NotificationVariant;
  /** Icon slot; the variant's default icon when omitted, no icon when `null`. */
  icon?: ReactNode;
  /** Receives the pressed button's key, or `cancelKey` on Escape. */
  onRespond: (key: string) => void;
}

/** A modal confirmation that dims the page, traps focus and answers with the pressed button's key. */
export function MessageBox({ isOpen = true, ...props }: MessageBoxProps) {
  if (!isOpen) return null;
  // The hooks run inside <Overlay> so its focus scope learns that it must contain focus.
  return (
    <Overlay>
      <OpenMessageBox {...props} />
    </Overlay>
  );
}

function OpenMessageBox({
  title,
  content,
  buttons,
  cancelKey,
  variant = 'warning',
  icon,
  onRespond,
}: Omit<MessageBoxProps, 'isOpen'>) {
  const theme = useTheme();
  const hasContent = content !== undefined && content !== null && content !== '';
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const box = useMessageBox({ buttons, cancelKey, hasContent, onRespond }, modalRef, dialogRef);
  const shownIcon = notificationIcon(variant, icon);
  const last = box.buttons.length - 1;
  return (
    // The portal leaves the provider's direction behind, so it is set again here.
    <Underlay {...box.underlayProps} dir={theme.direction}>
      <div {...box.modalProps} ref={modalRef}>
        <Panel {...box.dialogProps} ref={dialogRef} $variant={variant}>
          <Heading>
            {shownIcon !== null && <HeadingIcon $variant={variant}>{shownIcon}</HeadingIcon>}
            <Title {...box.titleProps}>{title}</Title>
          </Heading>
          {hasContent && <Body {...box.contentProps}>{content}</Body>}
          <Actions>
            {box.buttons.map((button, index) => (
              <Button
                key={button.key}
                variant={button.variant ?? (index === last ? 'primary' : 'default')}
                // The least harmful answer takes focus first, as these boxes guard destructive actions.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus inside a modal dialog
                autoFocus={button.key === box.cancelKey}
                onPress={() => box.respond(button.key)}
              >
                {button.label}
              </Button>
            ))}
          </Actions>
        </Panel>
      </div>
    </Underlay>
  );
}
