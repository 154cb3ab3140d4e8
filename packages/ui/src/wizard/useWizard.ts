import { useCallback, useRef, useState } from 'react';
import {
  afterNext,
  canGoToStep,
  initialWizardState,
  previousStep,
  type WizardOutcome,
  type WizardState,
  type WizardVariant,
} from './wizardTransitions';

/** Options of {@link useWizard}. */
export interface UseWizardOptions {
  /** How many steps the wizard has. */
  stepCount: number;
  /** `smart` lets the user roam and sends them back to unfinished steps; `fuelux` blocks while invalid. */
  variant?: WizardVariant;
  /** Checks the fields of step `index` (from 0) and shows their messages; resolves whether they passed. */
  validateStep?: (index: number) => boolean | Promise<boolean>;
  /** Called once the last step passes and (in a smart wizard) every other step has passed too. */
  onComplete: () => void | Promise<void>;
}

/** What {@link useWizard} returns. */
export interface WizardControls {
  /** The step shown, from 0. */
  current: number;
  /** Whether step `index` passed its checks on its last Next (it shows a check mark). */
  isCompleted: (index: number) => boolean;
  isFirst: boolean;
  isLast: boolean;
  /** True while a step's checks or the completion callback are running: Next ignores presses meanwhile. */
  isBusy: boolean;
  /** Whether the tab of step `index` may be pressed. */
  canGoTo: (index: number) => boolean;
  /** Shows step `index` without checking the current one (step tabs), if allowed. */
  goTo: (index: number) => void;
  /** One step back; does nothing on the first step. */
  previous: () => void;
  /** Checks the current step and moves on, stays, sends the user back, or completes; resolves what it did. */
  next: () => Promise<WizardOutcome | 'busy'>;
}

/** Owns a step wizard's position and which steps passed, and applies the wizard's Next and tab rules. */
export function useWizard({
  stepCount,
  variant = 'smart',
  validateStep,
  onComplete,
}: UseWizardOptions): WizardControls {
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [isBusy, setBusy] = useState(false);
  // A ref, not the state, guards against a second Next while the first is still checking.
  const busy = useRef(false);

  const next = useCallback(async (): Promise<WizardOutcome | 'busy'> => {
    if (busy.current) return 'busy';
    busy.current = true;
    setBusy(true);
    try {
      const isValid = validateStep ? await validateStep(state.current) : true;
      const result = afterNext(state, stepCount, isValid, variant);
      setState(result.state);
      if (result.outcome === 'finish') await onComplete();
      return result.outcome;
    } finally {
      busy.current = false;
      setBusy(false);
    }
  }, [state, stepCount, variant, validateStep, onComplete]);

  return {
    current: state.current,
    isCompleted: (index) => state.completed.includes(index),
    isFirst: state.current === 0,
    isLast: state.current === stepCount - 1,
    isBusy,
    canGoTo: (index) => index >= 0 && index < stepCount && canGoToStep(state, index, variant),
    goTo: (index) => {
      if (index >= 0 && index < stepCount && canGoToStep(state, index, variant)) {
        setState((current) => ({ ...current, current: index }));
      }
    },
    previous: () => setState(previousStep),
    next,
  };
}
