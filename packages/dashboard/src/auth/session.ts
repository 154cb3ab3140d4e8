import * as z from 'zod/mini';

/** Who is signed in, as the header, the menu and the lock screen show them. */
export interface SessionUser {
  username: string;
  /** Address of the user's picture; empty when there is none (the first letter of the name stands in). */
  picture: string;
}

/** What the browser remembers of a sign-in. */
export interface Session {
  isSignedIn: boolean;
  /** The user a sign-in named (a social provider's profile, a new account); `null` keeps `user.json`'s. */
  profile: SessionUser | null;
  /** The page the screen was locked on, while it is locked. */
  lockedFrom: string | null;
}

/** Nobody signed in, nothing locked. */
export const signedOut: Session = { isSignedIn: false, profile: null, lockedFrom: null };

/** Storage key of the session; the version is part of it so an incompatible shape is never read back. */
export const sessionKey = 'atrium.session.v1';

const sessionSchema = z.object({
  isSignedIn: z.boolean(),
  profile: z.nullable(z.object({ username: z.string(), picture: z.string() })),
  lockedFrom: z.nullable(z.string()),
});

/** The two places a session can live: for this tab only, or across visits ("Stay signed in"). */
export interface SessionStores {
  visit: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  lasting: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

// Storage can be missing or refuse access (private modes, sandboxed frames); the session then lasts the visit.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The browser's session and local storage, where available. */
export function browserSessionStores(): SessionStores {
  return {
    visit: safely(() => globalThis.sessionStorage, undefined),
    lasting: safely(() => globalThis.localStorage, undefined),
  };
}

/** The stored session, or {@link signedOut} when nothing readable is stored. */
export function readSession(stores: SessionStores): Session {
  for (const store of [stores.visit, stores.lasting]) {
    const text = safely(() => store?.getItem(sessionKey) ?? null, null);
    if (text === null) continue;
    const parsed = sessionSchema.safeParse(safely(() => JSON.parse(text) as unknown, null));
    if (parsed.success) return parsed.data;
  }
  return signedOut;
}

/** Stores `session` for this visit, or across visits when `isRemembered`; signing out clears both places. */
export function writeSession(stores: SessionStores, session: Session, isRemembered: boolean) {
  const text = JSON.stringify(session);
  for (const store of [stores.visit, stores.lasting]) safely(() => store?.removeItem(sessionKey), undefined);
  if (!session.isSignedIn && session.profile === null && session.lockedFrom === null) return;
  const target = isRemembered ? stores.lasting : stores.visit;
  safely(() => target?.setItem(sessionKey, text), undefined);
}

/** Whether a stored session is kept across visits. */
export function isRememberedSession(stores: SessionStores): boolean {
  return safely(() => stores.lasting?.getItem(sessionKey) != null, false);
}

/** Session stores kept in memory, starting from `initial`: for tests, stories and server rendering. */
export function memorySessionStores(initial?: Session): SessionStores {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };
  const stores = { visit: memory(), lasting: memory() };
  if (initial) stores.visit.setItem(sessionKey, JSON.stringify(initial));
  return stores;
}
