import type { SessionUser } from './session';

/** Which kind of provider an adapter speaks to; it decides how a result is taken (see {@link acceptsSignIn}). */
export type SocialProviderKind = 'google' | 'facebook';

/** What a provider answered to a sign-in. */
export type SocialSignInResult =
  | {
      status: 'success';
      /** The user's name and picture from the provider's profile endpoint. */
      profile: SessionUser;
      /** The user went through the provider's prompt, rather than being signed in silently. */
      isInteractive: boolean;
    }
  | { status: 'failure'; message: string };

/** A social sign-in provider: the demo's simulated ones, the Google and Facebook adapters, or your own. */
export interface SocialProvider {
  /** Stable id, e.g. `google`. */
  id: string;
  kind: SocialProviderKind;
  /** Name on the button, e.g. "Google". */
  name: string;
  /** Asks the provider to sign the user in; failures resolve to a `failure` result rather than throwing. */
  signIn(): Promise<SocialSignInResult>;
}

/**
 * Whether a successful result signs the user in. A Google-type provider also answers silent sign-ins (an
 * account chosen automatically); only one the user confirmed in its prompt counts, so nobody is signed in
 * behind their back.
 */
export function acceptsSignIn(provider: Pick<SocialProvider, 'kind'>, result: SocialSignInResult): boolean {
  if (result.status !== 'success') return false;
  return provider.kind !== 'google' || result.isInteractive;
}

/** Runs `provider.signIn()`, turning a thrown error into a `failure` result with its message. */
export async function runSocialSignIn(provider: SocialProvider): Promise<SocialSignInResult> {
  try {
    return await provider.signIn();
  } catch (error) {
    return { status: 'failure', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Asks the user to confirm, resolving to the pressed button's key; the notifier's `confirm` fits. */
export type ConsentPrompt = (options: {
  title: string;
  content: string;
  buttons: string[];
  cancelKey: string;
}) => Promise<string>;

/** Options of {@link demoSocialProvider}. */
export interface DemoSocialProviderOptions {
  kind: SocialProviderKind;
  /** Shows the simulated consent screen. */
  prompt: ConsentPrompt;
  /** The profile the simulated provider returns. */
  profile: SessionUser;
}

/** What a simulated sign-in that the user cancels reports. */
export const demoCancelMessage = 'Why did you cancel that? :(';

const providerNames: Record<SocialProviderKind, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * A provider simulated in the browser, without network or client ids: a consent box stands in for the
 * provider's window, Continue returns `profile` as an interactive sign-in and Cancel fails.
 */
export function demoSocialProvider({ kind, prompt, profile }: DemoSocialProviderOptions): SocialProvider {
  const name = providerNames[kind];
  return {
    id: kind,
    kind,
    name,
    async signIn() {
      const answer = await prompt({
        title: `${name} (demo)`,
        content: `Atrium would like your name and profile picture. Continue as ${profile.username}?`,
        buttons: ['Cancel', 'Continue'],
        cancelKey: 'Cancel',
      });
      return answer === 'Continue'
        ? { status: 'success', profile, isInteractive: true }
        : { status: 'failure', message: demoCancelMessage };
    },
  };
}
