import type { DOMAttributes, RefObject } from 'react';
import { useDialog, useId, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import type { MessageBoxButton } from './Notifier';

/** Options of {@link useMessageBox}. */
export interface UseMessageBoxOptions {
  /** Buttons as strings (label and key alike) or `{ key, label }`; defaults to Cancel and OK. */
  buttons?: ReadonlyArray<string | MessageBoxButton>;
  /** Answer given by Escape; defaults to the first button's key. */
  cancelKey?: string;
  /** Whether there is content to describe the dialog. */
  hasContent?: boolean;
  /** Receives the key of the pressed button, or `cancelKey` on Escape. */
  onRespond: (key: string) => void;
}

/** Props and normalised buttons {@link useMessageBox} hands to a view. */
export interface MessageBoxAria {
  underlayProps: DOMAttributes<HTMLElement>;
  modalProps: DOMAttributes<HTMLElement>;
  dialogProps: DOMAttributes<HTMLElement>;
  titleProps: DOMAttributes<HTMLElement>;
  contentProps: { id: string };
  buttons: MessageBoxButton[];
  cancelKey: string;
  /** Answers with a button's key. */
  respond: (key: string) => void;
}

/**
 * Owns an open message box: a modal `alertdialog` (page hidden from assistive technology, focus
 * contained by react-aria) whose Escape answers with the cancel key. `modalRef` wraps `dialogRef`;
 * render both inside react-aria's `<Overlay>`.
 */
export function useMessageBox(
  { buttons, cancelKey, hasContent = false, onRespond }: UseMessageBoxOptions,
  modalRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
): MessageBoxAria {
  const normalised = (buttons ?? ['Cancel', 'OK']).map((button) =>
    typeof button === 'string' ? { key: button, label: button } : button,
  );
  const cancel = cancelKey ?? normalised[0]?.key ?? 'Cancel';
  const contentId = useId();
  // Always open while mounted: the caller decides by mounting; closing means answering.
  const state = useOverlayTriggerState({
    isOpen: true,
    onOpenChange: (isOpen) => {
      if (!isOpen) onRespond(cancel);
    },
  });
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: false }, state, modalRef);
  const { dialogProps, titleProps } = useDialog(
    { role: 'alertdialog', 'aria-describedby': hasContent ? contentId : undefined },
    dialogRef,
  );
  return {
    underlayProps,
    modalProps,
    dialogProps,
    titleProps,
    contentProps: { id: contentId },
    buttons: normalised,
    cancelKey: cancel,
    respond: onRespond,
  };
}
