/** A fresh copy of the demo's collections, one array per resource name. */
export function restDatabase(): Record<string, unknown[]>;

/** The id field of each collection that does not use `id`. */
export const restIdKeys: Record<string, string>;
