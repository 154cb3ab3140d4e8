/** A slice of work: does some while `hasTime` says so, and says whether it is all done. */
export type IdleWork = (hasTime: () => boolean) => boolean;

// Where the browser has no idle callbacks (Safari), a short timeout and a budget of a few milliseconds a turn.
const fallbackBudgetMs = 8;

/**
 * Runs `work` in the browser's idle time, turn after turn until it is done, so it never holds up a frame or
 * an input. Returns a function that stops it.
 */
export function whenIdle(work: IdleWork): () => void {
  let cancel = () => {};
  const turn = (hasTime: () => boolean) => {
    if (!work(hasTime)) schedule();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => turn(() => deadline.timeRemaining() > 1));
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(() => {
        const end = performance.now() + fallbackBudgetMs;
        turn(() => performance.now() < end);
      }, 1);
      cancel = () => clearTimeout(handle);
    }
  };
  schedule();
  return () => cancel();
}
