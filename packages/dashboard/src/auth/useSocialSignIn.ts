import { useState } from 'react';
import { useAuth } from './AuthProvider';
import { acceptsSignIn, runSocialSignIn, type SocialProvider } from './socialSignIn';

/** A failed social sign-in, as the sign-in screen reports it. */
export interface SocialSignInFailure {
  provider: string;
  message: string;
}

/**
 * Runs the social sign-in buttons: one sign-in at a time, a failure kept for the screen to show (never
 * swallowed), and `onSignedIn` once a provider's answer signs the user in with its name and picture.
 */
export function useSocialSignIn(onSignedIn: () => void) {
  const auth = useAuth();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<SocialSignInFailure | null>(null);

  const start = async (provider: SocialProvider) => {
    if (pendingId !== null) return;
    setPendingId(provider.id);
    setFailure(null);
    const result = await runSocialSignIn(provider);
    setPendingId(null);
    if (result.status === 'failure') {
      setFailure({ provider: provider.name, message: result.message });
      return;
    }
    if (!acceptsSignIn(provider, result)) return;
    auth.signIn({ profile: result.profile, isRemembered: true });
    onSignedIn();
  };

  return { providers: auth.socialProviders, pendingId, failure, start };
}
