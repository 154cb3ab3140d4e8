export function lostItsBrowser(output: string): boolean;
/** The vitest browser projects each process runs, one after another. */
export const browserLanes: string[][];
