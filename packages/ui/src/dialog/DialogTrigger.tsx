import { cloneElement, createContext, type ReactElement, type Ref } from 'react';
import { mergeProps, useObjectRef } from 'react-aria';
import { usePreloadOnIntent } from '../lazy-part';
import { openDialogPart } from './openDialogPart';
import { useDialogTrigger, type DialogTriggerAria, type UseDialogTriggerOptions } from './useDialog';

/** Open state handed from a {@link DialogTrigger} to the `Dialog` inside it. */
export const DialogTriggerContext = createContext<DialogTriggerAria | null>(null);

/** Props a trigger element receives from {@link DialogTrigger}. */
export interface DialogTriggerElementProps {
  ref?: Ref<HTMLElement>;
}

/** Props of {@link DialogTrigger}. */
export interface DialogTriggerProps extends UseDialogTriggerOptions {
  /**
   * First the element that opens the dialog, then the `Dialog`. The trigger must be a react-aria pressable that
   * forwards its ref: Atrium's `Button`, or any element wrapped in react-aria's `Pressable`.
   */
  children: [ReactElement<DialogTriggerElementProps>, ReactElement];
}

/** Pairs a button with the modal `Dialog` it opens; focus returns to the button when the dialog closes. */
export function DialogTrigger({ children, ...options }: DialogTriggerProps) {
  const [trigger, dialog] = children;
  // Keeps the trigger's own ref working while the hook reads the element too.
  const ref = useObjectRef(trigger.props.ref);
  const aria = useDialogTrigger(options, ref);
  // The dialog's code starts loading when the pointer or focus reaches the trigger, so it opens at once.
  usePreloadOnIntent(ref, openDialogPart.preload);
  return (
    <>
      {cloneElement(trigger, { ...mergeProps(trigger.props, aria.triggerProps), ref })}
      <DialogTriggerContext.Provider value={aria}>{dialog}</DialogTriggerContext.Provider>
    </>
  );
}
