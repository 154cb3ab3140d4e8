import type { RefObject } from 'react';
import {
  mergeProps,
  useDialog as useAriaDialog,
  useModalOverlay,
  useOverlayTrigger,
  type AriaButtonProps,
  type AriaDialogProps,
  type DialogAria as AriaDialogAria,
  type ModalOverlayAria,
  type OverlayTriggerAria,
} from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerProps, type OverlayTriggerState } from 'react-stately';

/** Options of {@link useDialogTrigger}: `isOpen`/`defaultOpen`/`onOpenChange`, controlled or not. */
export type UseDialogTriggerOptions = OverlayTriggerProps;

/** What {@link useDialogTrigger} returns. */
export interface DialogTriggerAria {
  /** Open state with `open`, `close` and `toggle`. */
  state: OverlayTriggerState;
  /** Spread onto a react-aria pressable (such as `Button`) that opens the dialog. */
  triggerProps: AriaButtonProps;
  /** Spread onto the dialog element, so that the trigger's `aria-controls` points at it. */
  overlayProps: OverlayTriggerAria['overlayProps'];
}

/** Owns a dialog's open state and wires the button that opens it. */
export function useDialogTrigger(
  options: UseDialogTriggerOptions = {},
  triggerRef?: RefObject<Element | null>,
): DialogTriggerAria {
  const state = useOverlayTriggerState(options);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  return { state, triggerProps: { ...triggerProps, 'aria-haspopup': 'dialog' }, overlayProps };
}

/** Options of {@link useDialog}. */
export interface UseDialogOptions extends AriaDialogProps {
  /** Close when the user presses outside the dialog, on the backdrop. Default `true`. */
  isDismissable?: boolean;
  /** Keep the dialog open when Escape is pressed. Default `false`. */
  isKeyboardDismissDisabled?: boolean;
}

/** What {@link useDialog} returns. */
export interface DialogAria {
  /** Spread onto the full-window backdrop. */
  underlayProps: ModalOverlayAria['underlayProps'];
  /** Spread onto the dialog element, together with the ref given to the hook. */
  dialogProps: AriaDialogAria['dialogProps'];
  /** Spread onto the heading that names the dialog. */
  titleProps: AriaDialogAria['titleProps'];
  /** Spread onto the body; it describes an `alertdialog`. */
  contentProps: AriaDialogAria['contentProps'];
}

/**
 * Behaviour of an open modal dialog: Escape and backdrop dismissal, page scroll lock, content outside hidden
 * from assistive technology, initial focus. Call it in a component that is mounted only while the dialog is
 * open and rendered inside react-aria's `Overlay`, which contains focus and restores it on close.
 */
export function useDialog(
  { isDismissable = true, isKeyboardDismissDisabled = false, ...ariaProps }: UseDialogOptions,
  state: OverlayTriggerState,
  ref: RefObject<HTMLElement | null>,
): DialogAria {
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    ref,
  );
  const { dialogProps, titleProps, contentProps } = useAriaDialog(ariaProps, ref);
  return { underlayProps, dialogProps: mergeProps(modalProps, dialogProps), titleProps, contentProps };
}
