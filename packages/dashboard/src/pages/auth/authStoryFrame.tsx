import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createNotifier, NotificationProvider } from '@atrium/ui';
import { DataProvider } from '../../api/DataProvider';
import { AuthProvider, useAuth } from '../../auth/AuthProvider';
import { memorySessionStores, type Session } from '../../auth/session';
import { demoSocialProvider, type ConsentPrompt, type SocialProvider } from '../../auth/socialSignIn';

// Stories of the sign-in screens run them as the app does (data, notices, session, router) with the
// session in memory, and stand a small landing page in for every page inside the shell, so a story can
// check where a sign-in or an unlock leads and who is signed in.

function Landing() {
  const { user, isSignedIn } = useAuth();
  const { pathname } = useLocation();
  return (
    <main>
      <h1>Landed on {pathname}</h1>
      <p>{isSignedIn ? `Signed in as ${user?.username ?? '…'}` : 'Not signed in'}</p>
    </main>
  );
}

/** The demo's two simulated providers, answering through `prompt`. */
export function storyProviders(prompt: ConsentPrompt): SocialProvider[] {
  return [
    demoSocialProvider({
      kind: 'google',
      prompt,
      profile: { username: 'Mira Okafor', picture: 'api/avatars/mo.svg' },
    }),
    demoSocialProvider({
      kind: 'facebook',
      prompt,
      profile: { username: 'Jonas Berg', picture: 'api/avatars/jb.svg' },
    }),
  ];
}

/** Props of {@link AuthStoryFrame}. */
export interface AuthStoryFrameProps {
  /** The URL the story opens. */
  path: string;
  /** The session stored before the story starts. */
  session?: Session;
  /** Social providers; the demo's simulated pair when omitted. */
  providers?: (prompt: ConsentPrompt) => SocialProvider[];
  /** Routes of the screens under test, by path. */
  screens: Record<string, ReactNode>;
}

/** Runs sign-in screens with data, notices, an in-memory session and a landing page for the shell. */
export function AuthStoryFrame({ path, session, providers = storyProviders, screens }: AuthStoryFrameProps) {
  const [notifier] = useState(createNotifier);
  const [stores] = useState(() => memorySessionStores(session));
  const [socialProviders] = useState(() => providers(notifier.confirm));
  return (
    <DataProvider baseUrl="api">
      <NotificationProvider notifier={notifier}>
        <AuthProvider socialProviders={socialProviders} stores={stores}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {Object.entries(screens).map(([screenPath, element]) => (
                <Route key={screenPath} path={screenPath} element={element} />
              ))}
              <Route path="*" element={<Landing />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </NotificationProvider>
    </DataProvider>
  );
}
