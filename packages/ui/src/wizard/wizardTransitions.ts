/**
 * How a wizard reacts to Next: `smart` lets the user roam (tabs jump anywhere) and, after the last step,
 * sends them back to the first step not yet passed; `fuelux` blocks at every invalid step and lets the user
 * go back only to the steps already behind them.
 */
export type WizardVariant = 'smart' | 'fuelux';

/** Where a wizard stands: the step shown (from 0) and the steps whose fields passed on their last Next. */
export interface WizardState {
  current: number;
  completed: readonly number[];
}

/** What pressing Next led to, so the view knows where focus goes. */
export type WizardOutcome =
  /** The step failed its checks and stays; its first invalid field takes focus. */
  | 'invalid'
  /** On to the following step. */
  | 'next'
  /** From the last step back to the first one not yet passed. */
  | 'revisit'
  /** Every step passed: the data goes to the completion callback. */
  | 'finish';

/** A wizard before any step was passed: on the first step. */
export const initialWizardState: WizardState = { current: 0, completed: [] };

function withCompleted(completed: readonly number[], step: number, isValid: boolean): number[] {
  const others = completed.filter((index) => index !== step);
  return isValid ? [...others, step].sort((a, b) => a - b) : others;
}

/** The state and outcome after Next was pressed and the current step's fields were checked. */
export function afterNext(
  state: WizardState,
  stepCount: number,
  isValid: boolean,
  variant: WizardVariant,
): { state: WizardState; outcome: WizardOutcome } {
  const completed = withCompleted(state.completed, state.current, isValid);
  if (!isValid) return { state: { ...state, completed }, outcome: 'invalid' };
  if (state.current < stepCount - 1) {
    return { state: { current: state.current + 1, completed }, outcome: 'next' };
  }
  const pending =
    variant === 'smart'
      ? Array.from({ length: stepCount }, (_, index) => index).find((index) => !completed.includes(index))
      : undefined;
  if (pending === undefined) return { state: { ...state, completed }, outcome: 'finish' };
  return { state: { current: pending, completed }, outcome: 'revisit' };
}

/** Whether the step tab `step` may be pressed: any other step in a smart wizard, earlier ones in Fuel UX. */
export function canGoToStep(state: WizardState, step: number, variant: WizardVariant): boolean {
  return variant === 'smart' ? step !== state.current : step < state.current;
}

/** The state after Previous: one step back, never before the first. */
export function previousStep(state: WizardState): WizardState {
  return { ...state, current: Math.max(0, state.current - 1) };
}
