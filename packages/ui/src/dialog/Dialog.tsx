import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { DialogTriggerContext } from './DialogTrigger';
import type { OpenDialogProps } from './OpenDialog';
import { openDialogPart } from './openDialogPart';
import type { UseDialogTriggerOptions } from './useDialog';

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
  /** CSS width, numbers in pixels. Default `min(70vw, 600px)`, readable when wide; never wider than the window. */
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
  return <LoadedDialog {...props} state={state} trigger={trigger} />;
}

/** Mounted each time the dialog opens: loads the open dialog's code (once) and draws it. */
function LoadedDialog(props: OpenDialogProps) {
  // Asks for the code once per opening, which retries a load that failed; outside the boundaries, so that a
  // part that suspends or fails does not ask again in a loop.
  useState(openDialogPart.preload);
  return (
    // A dialog whose code cannot load (e.g. offline) closes again, so its owner is not left waiting on it.
    <WidgetErrorBoundary fallback={() => <CloseAtOnce state={props.state} />}>
      <Suspense fallback={null}>
        <openDialogPart.Part {...props} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}

function CloseAtOnce({ state }: { state: OverlayTriggerState }) {
  useEffect(() => {
    state.close();
  }, [state]);
  return null;
}
