/**
 * Stands in, in a test, for the network a lazily loaded part's code comes over. A test replaces the module
 * export a part loads (with `vi.mock`) by `overNetwork(export)`: the parts read their component off the loaded
 * module inside a promise chain, so this thenable decides, load by load, whether a load fails (offline) or
 * waits until the test lets the code through. Each test file has its own copy of this module, and so of its
 * state: put each such test in a file of its own, since a module loads once a file.
 */
let releaseCode: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  releaseCode = resolve;
});

export const network = {
  /** Loads fail while this is true, as they would offline. */
  isOffline: true,
  /** Code that does arrive waits for `release()`; set false to let it through at once. */
  isHeldBack: true,
  release: () => releaseCode(),
};

/** What a mocked module exports in place of `value`: it arrives, or not, as `network` says. */
export function overNetwork<T>(value: T) {
  return {
    then(resolve: (arrived: T) => void, reject: (error: Error) => void) {
      if (network.isOffline) reject(new Error('offline'));
      else if (network.isHeldBack) void released.then(() => resolve(value));
      else resolve(value);
    },
  };
}
