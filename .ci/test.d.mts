/** One command of the suite. */
export interface Step {
  label: string;
  command: string;
  args: string[];
  cwd?: string;
  /** The label of a step in another lane of the phase that must pass before this one starts. */
  waitsFor?: string;
  /** Whether a failed run's output calls for one more run (a lost browser, not a failed test). */
  shouldRunAgain?: (output: string) => boolean;
}
/** A phase: lanes that run side by side, each a step or steps run in turn. */
export type Phase = (Step | Step[])[];
export const phases: Phase[];
export function describePhase(phase: Phase): string;
export function runPhase(phase: Phase): Promise<string[]>;
