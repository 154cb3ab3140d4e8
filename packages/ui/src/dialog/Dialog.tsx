import { useContext, useRef, type ReactNode } from 'react';
import { mergeProps, Overlay, useButton, useFocusRing } from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { Body, CloseButton, dialogWidth, Footer, Header, Panel, Title, Underlay } from './Dialog.styles';
import { DialogTriggerContext } from './DialogTrigger';
import { useDialog, type DialogTriggerAria, type UseDialogTriggerOptions } from './useDialog';

/** Content that may need to close the dialog, e.g. a Cancel button. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

/** Props of {@link Dialog}. */
export interface DialogProps extends UseDialogTriggerOptions {
  /** Heading shown at the top; it is the dialog's accessible name. */
  title: ReactNode;
  /** The dialog's body; a function receives `close`. */
  children?: DialogContent;
  /** Actions row at the bottom, aligned to the end; a function receives `close`. */
  footer?: DialogContent;
  /** Close on a press on the backdrop. Default `true`. */
  isDismissable?: boolean;
  /** Keep the dialog open when Escape is pressed. Default `false`. */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for confirmations that interrupt the user; its body then describes it. */
  role?: 'dialog' | 'alertdialog';
  /** CSS width, numbers in pixels. Default `min(70vw, 600px)` (spec §9); never wider than the window. */
  width?: number | string;
  /** Show the close button in the header. Default `true`. */
  hasCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: title, body and footer actions above a backdrop, with focus trapped inside and restored on
 * close. Controlled with `isOpen`/`onOpenChange`, or placed in a `DialogTrigger` (which then owns the state).
 */
export function Dialog(props: DialogProps) {
  const trigger = useContext(DialogTriggerContext);
  const ownState = useOverlayTriggerState(props);
  const state = trigger?.state ?? ownState;
  if (!state.isOpen) return null;
  // The hooks of the open dialog run inside Overlay, whose focus scope they switch to containing focus.
  return (
    <Overlay>
      <OpenDialog {...props} state={state} trigger={trigger} />
    </Overlay>
  );
}

interface OpenDialogProps extends DialogProps {
  state: OverlayTriggerState;
  trigger: DialogTriggerAria | null;
}

function OpenDialog({
  state,
  trigger,
  title,
  children,
  footer,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  width,
  hasCloseButton = true,
  closeLabel = 'Close',
  className,
}: OpenDialogProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const { underlayProps, dialogProps, titleProps, contentProps } = useDialog(
    { isDismissable, isKeyboardDismissDisabled, role },
    state,
    ref,
  );
  const close = state.close;
  return (
    <>
      {/* The portal leaves the provider's element, so the text direction is set again here. */}
      <Underlay {...underlayProps} dir={theme.direction}>
        <Panel
          {...mergeProps(trigger?.overlayProps, dialogProps)}
          ref={ref}
          className={className}
          $width={dialogWidth(width)}
        >
          <Header>
            <Title {...titleProps}>{title}</Title>
            {hasCloseButton && <DialogCloseButton label={closeLabel} onPress={close} />}
          </Header>
          {/* A dialog nested in this one is not driven by the trigger of this one. */}
          <DialogTriggerContext.Provider value={null}>
            <Body {...contentProps}>{typeof children === 'function' ? children(close) : children}</Body>
            {footer !== undefined && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
          </DialogTriggerContext.Provider>
        </Panel>
      </Underlay>
    </>
  );
}

function DialogCloseButton({ label, onPress }: { label: string; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <CloseButton {...mergeProps(buttonProps, focusProps)} ref={ref} $isFocusVisible={isFocusVisible}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="m3.5 3.5 9 9m0-9-9 9" strokeLinecap="round" />
      </svg>
    </CloseButton>
  );
}
