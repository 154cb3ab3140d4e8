import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authPaths } from '../routes';
import { useAuth } from './AuthProvider';

/**
 * Draws its children only for a signed-in, unlocked session: anyone else goes to the sign-in screen, and a
 * locked screen stays on the lock screen until it is unlocked.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn, lockedFrom } = useAuth();
  const { pathname } = useLocation();
  if (!isSignedIn) return <Navigate to={authPaths.login} replace state={{ from: pathname }} />;
  if (lockedFrom !== null) return <Navigate to={authPaths.lock} replace />;
  return children;
}
