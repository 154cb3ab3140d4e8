import type { SessionUser } from './session';
import type { SocialProvider, SocialSignInResult } from './socialSignIn';

// Adapters for the real providers. Each loads the provider's own browser SDK on the first sign-in (so the
// sign-in screen stays light and nothing is fetched for visitors who never press the button) and takes its
// client id from the app's configuration. The SDK globals are typed here only as far as they are used.

/** The part of Google Identity Services' `google.accounts.id` the adapter uses. */
export interface GoogleIdentityApi {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string; select_by?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
}

/** What Google's prompt reports when it is not shown or is dismissed. */
export interface GooglePromptNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
}

/** The part of the Facebook JavaScript SDK's `FB` the adapter uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status: string; authResponse?: unknown }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (profile: {
      name?: string;
      picture?: { data?: { url?: string } };
      error?: { message: string };
    }) => void,
  ): void;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

// An ID token is three base64url parts; the middle one holds the user's claims.
function profileFromIdToken(credential: string): SessionUser {
  const payload = credential.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (character) => character.charCodeAt(0));
  const claims = JSON.parse(new TextDecoder().decode(bytes)) as { name?: unknown; picture?: unknown };
  return {
    username: typeof claims.name === 'string' ? claims.name : '',
    picture: typeof claims.picture === 'string' ? claims.picture : '',
  };
}

/** Options of {@link googleProvider}. */
export interface GoogleProviderOptions {
  /** The OAuth client id of your Google Cloud project ("…apps.googleusercontent.com"). */
  clientId: string;
  /** Lets Google sign a returning user in without a prompt; such answers are not taken as a sign-in. */
  autoSelect?: boolean;
  /** Supplies `google.accounts.id`; loads Google's client script by default. */
  load?: () => Promise<GoogleIdentityApi>;
}

const loadGoogle = async (): Promise<GoogleIdentityApi> => {
  await loadScript('https://accounts.google.com/gsi/client');
  return (globalThis as unknown as { google: { accounts: { id: GoogleIdentityApi } } }).google.accounts.id;
};

/**
 * Sign-in with Google Identity Services: the user's name and picture come from the ID token Google returns.
 * An answer Google gave by choosing the account itself (`select_by: 'auto'`) is marked not interactive.
 */
export function googleProvider({
  clientId,
  autoSelect = false,
  load = loadGoogle,
}: GoogleProviderOptions): SocialProvider {
  let sdk: Promise<GoogleIdentityApi> | undefined;
  return {
    id: 'google',
    kind: 'google',
    name: 'Google',
    async signIn() {
      sdk ??= load();
      const api = await sdk;
      return new Promise<SocialSignInResult>((resolve) => {
        api.initialize({
          client_id: clientId,
          auto_select: autoSelect,
          cancel_on_tap_outside: true,
          callback: (response) => {
            try {
              const profile = profileFromIdToken(response.credential);
              resolve({ status: 'success', profile, isInteractive: response.select_by !== 'auto' });
            } catch {
              resolve({ status: 'failure', message: 'Google returned an unreadable sign-in' });
            }
          },
        });
        api.prompt((notification) => {
          if (notification.isNotDisplayed?.())
            resolve({
              status: 'failure',
              message: `Google did not show its prompt (${notification.getNotDisplayedReason?.() ?? 'unknown'})`,
            });
          else if (notification.isSkippedMoment?.())
            resolve({
              status: 'failure',
              message: `Google sign-in was closed (${notification.getSkippedReason?.() ?? 'unknown'})`,
            });
        });
      });
    },
  };
}

/** Options of {@link facebookProvider}. */
export interface FacebookProviderOptions {
  /** The app id of your Meta for Developers app. */
  appId: string;
  /** Graph API version the SDK talks to. */
  version?: string;
  /** Supplies `FB`; loads the Facebook SDK by default. */
  load?: () => Promise<FacebookSdk>;
}

const loadFacebook = async (): Promise<FacebookSdk> => {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  return (globalThis as unknown as { FB: FacebookSdk }).FB;
};

/** Facebook Login asking only for the `public_profile` scope, then the name and picture from `/me`. */
export function facebookProvider({
  appId,
  version = 'v21.0',
  load = loadFacebook,
}: FacebookProviderOptions): SocialProvider {
  let sdk: Promise<FacebookSdk> | undefined;
  return {
    id: 'facebook',
    kind: 'facebook',
    name: 'Facebook',
    async signIn() {
      sdk ??= load().then((fb) => {
        fb.init({ appId, version, cookie: false, xfbml: false });
        return fb;
      });
      const fb = await sdk;
      return new Promise<SocialSignInResult>((resolve) => {
        fb.login(
          (response) => {
            if (!response.authResponse) {
              resolve({ status: 'failure', message: 'Facebook sign-in was cancelled' });
              return;
            }
            fb.api('/me', { fields: 'name,picture' }, (profile) => {
              if (profile.error || !profile.name) {
                resolve({
                  status: 'failure',
                  message: profile.error?.message ?? 'Facebook returned no profile',
                });
                return;
              }
              resolve({
                status: 'success',
                profile: { username: profile.name, picture: profile.picture?.data?.url ?? '' },
                isInteractive: true,
              });
            });
          },
          { scope: 'public_profile' },
        );
      });
    },
  };
}
