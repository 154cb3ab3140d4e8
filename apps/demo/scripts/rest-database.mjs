// The demo's collections as one json-server data file: the same records the static api/*.json files hold.
import { todos } from './data/todos.mjs';

/** A fresh copy of the collections, one array per resource name. */
export function restDatabase() {
  return structuredClone({ todos });
}
