import { describe, expect, it, vi } from 'vitest';
import {
  acceptsSignIn,
  demoCancelMessage,
  demoSocialProvider,
  runSocialSignIn,
  type SocialSignInResult,
} from './socialSignIn';

const profile = { username: 'Mira Okafor', picture: 'api/avatars/mo.svg' };
const success = (isInteractive: boolean): SocialSignInResult => ({
  status: 'success',
  profile,
  isInteractive,
});

describe('acceptsSignIn', () => {
  it('takes a Google-type answer only from an interactive prompt', () => {
    expect(acceptsSignIn({ kind: 'google' }, success(true))).toBe(true);
    expect(acceptsSignIn({ kind: 'google' }, success(false))).toBe(false);
  });

  it('takes any successful Facebook-type answer, and no failure', () => {
    expect(acceptsSignIn({ kind: 'facebook' }, success(false))).toBe(true);
    expect(acceptsSignIn({ kind: 'facebook' }, { status: 'failure', message: 'no' })).toBe(false);
  });
});

describe('demoSocialProvider', () => {
  it('returns the profile as an interactive sign-in when the user continues', async () => {
    const prompt = vi.fn().mockResolvedValue('Continue');
    const provider = demoSocialProvider({ kind: 'google', prompt, profile });
    await expect(provider.signIn()).resolves.toEqual(success(true));
    expect(prompt).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Google (demo)',
        buttons: ['Cancel', 'Continue'],
        cancelKey: 'Cancel',
      }),
    );
  });

  it('fails with the demo message when the user cancels', async () => {
    const provider = demoSocialProvider({ kind: 'facebook', prompt: async () => 'Cancel', profile });
    await expect(provider.signIn()).resolves.toEqual({ status: 'failure', message: demoCancelMessage });
  });
});

describe('runSocialSignIn', () => {
  it('reports a thrown error as a failure with its message', async () => {
    const provider = {
      id: 'x',
      kind: 'google' as const,
      name: 'X',
      signIn: () => Promise.reject(new Error('popup_closed')),
    };
    await expect(runSocialSignIn(provider)).resolves.toEqual({ status: 'failure', message: 'popup_closed' });
  });
});
