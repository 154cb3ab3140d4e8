import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useUser } from '../api/resources';
import {
  browserSessionStores,
  isRememberedSession,
  readSession,
  signedOut,
  writeSession,
  type Session,
  type SessionStores,
  type SessionUser,
} from './session';
import type { SocialProvider } from './socialSignIn';

/** What {@link useAuth} gives a screen. */
export interface Auth {
  /** The signed-in user: a sign-in's profile, else `user.json`'s; `undefined` while that loads. */
  user: SessionUser | undefined;
  isSignedIn: boolean;
  /** The page the screen was locked on, while it is locked. */
  lockedFrom: string | null;
  /** Providers offered on the sign-in screen. */
  socialProviders: readonly SocialProvider[];
  /** Signs in, as `profile` when given; `isRemembered` keeps the session across visits. */
  signIn(options?: { profile?: SessionUser; isRemembered?: boolean }): void;
  /** Forgets the session in this tab and in storage. */
  signOut(): void;
  /** Locks the screen, remembering the page it was locked on. */
  lock(from: string): void;
  /** Unlocks the screen and returns the page it was locked on, if any. */
  unlock(): string | null;
}

const AuthContext = createContext<Auth | null>(null);

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps {
  socialProviders?: readonly SocialProvider[];
  /** Where the session is kept; the browser's session and local storage by default. */
  stores?: SessionStores;
  children: ReactNode;
}

// One array for every render: a new default each time would make a new `auth` value and redraw its readers.
const noSocialProviders: readonly SocialProvider[] = [];

/** Holds the signed-in user, the lock and the social providers; sign-in, sign-out and lock go through it. */
export function AuthProvider({ socialProviders = noSocialProviders, stores, children }: AuthProviderProps) {
  const [sessionStores] = useState(() => stores ?? browserSessionStores());
  const [session, setSession] = useState<Session>(() => readSession(sessionStores));
  // The stored user usually arrives while the first screen is still being drawn; its readers (the menu's user
  // block, the header's buttons) draw it in an interruptible render rather than in one blocking task.
  const storedUser = useDeferredValue(useUser({ enabled: session.profile === null }).data);

  const save = useCallback(
    (next: Session, isRemembered = isRememberedSession(sessionStores)) => {
      writeSession(sessionStores, next, isRemembered);
      setSession(next);
    },
    [sessionStores],
  );

  const auth = useMemo<Auth>(
    () => ({
      user: session.profile ?? storedUser,
      isSignedIn: session.isSignedIn,
      lockedFrom: session.lockedFrom,
      socialProviders,
      signIn: ({ profile, isRemembered = false } = {}) =>
        save({ isSignedIn: true, profile: profile ?? null, lockedFrom: null }, isRemembered),
      signOut: () => save(signedOut),
      lock: (from) => save({ ...session, lockedFrom: from }),
      unlock: () => {
        save({ ...session, lockedFrom: null });
        return session.lockedFrom;
      },
    }),
    [session, storedUser, socialProviders, save],
  );

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** The signed-in user and the sign-in, sign-out and lock actions of the nearest {@link AuthProvider}. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider above it.');
  return auth;
}
