/**
 * A fresh id for a record made in the browser: a random UUID, or a time-and-random id on plain-http pages,
 * which have no `crypto.randomUUID`. `prefix` marks the fallback so its origin shows in stored data.
 */
export function newRecordId(prefix: string): string {
  const uuid = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  return uuid ? uuid() : `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
