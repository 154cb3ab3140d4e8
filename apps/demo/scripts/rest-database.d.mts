/** A fresh copy of the demo's collections, one array per resource name. */
export function restDatabase(): Record<string, unknown[]>;
