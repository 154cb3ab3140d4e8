import { describe, expect, it, vi } from 'vitest';
import {
  facebookProvider,
  googleProvider,
  type FacebookSdk,
  type GoogleIdentityApi,
} from './providerAdapters';

// A Google ID token carrying a name outside ASCII, to check the claims are read as UTF-8.
function idToken(claims: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64 = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${base64}.signature`;
}

function fakeGoogle(answer: { credential: string; select_by?: string } | 'skipped'): GoogleIdentityApi {
  let callback: ((response: { credential: string; select_by?: string }) => void) | undefined;
  return {
    initialize: vi.fn((options) => {
      callback = options.callback;
    }),
    prompt: (listener) => {
      if (answer === 'skipped')
        listener?.({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' });
      else callback?.(answer);
    },
  };
}

describe('googleProvider', () => {
  const token = idToken({ name: 'Zoë Ångström', picture: 'https://example.test/z.png' });

  it('reads the name and picture from the ID token, with the client id from the options', async () => {
    const api = fakeGoogle({ credential: token, select_by: 'btn' });
    const provider = googleProvider({ clientId: 'id-123', load: async () => api });
    await expect(provider.signIn()).resolves.toEqual({
      status: 'success',
      profile: { username: 'Zoë Ångström', picture: 'https://example.test/z.png' },
      isInteractive: true,
    });
    expect(api.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'id-123' }));
  });

  it('marks an account Google chose by itself as not interactive', async () => {
    const provider = googleProvider({
      clientId: 'x',
      load: async () => fakeGoogle({ credential: token, select_by: 'auto' }),
    });
    await expect(provider.signIn()).resolves.toMatchObject({ status: 'success', isInteractive: false });
  });

  it('fails with the reason when the prompt is closed, and on an unreadable token', async () => {
    const closed = googleProvider({ clientId: 'x', load: async () => fakeGoogle('skipped') });
    await expect(closed.signIn()).resolves.toEqual({
      status: 'failure',
      message: 'Google sign-in was closed (user_cancel)',
    });
    const broken = googleProvider({
      clientId: 'x',
      load: async () => fakeGoogle({ credential: 'no-token' }),
    });
    await expect(broken.signIn()).resolves.toMatchObject({ status: 'failure' });
  });
});

function fakeFacebook(loginResponse: { status: string; authResponse?: unknown }): FacebookSdk {
  return {
    init: vi.fn(),
    login: vi.fn((callback) => callback(loginResponse)),
    api: vi.fn((_path, _params, callback) =>
      callback({ name: 'Jonas Berg', picture: { data: { url: 'https://example.test/j.png' } } }),
    ),
  };
}

describe('facebookProvider', () => {
  it('asks for public_profile only and reads the name and picture from /me', async () => {
    const fb = fakeFacebook({ status: 'connected', authResponse: {} });
    const provider = facebookProvider({ appId: 'app-1', load: async () => fb });
    await expect(provider.signIn()).resolves.toEqual({
      status: 'success',
      profile: { username: 'Jonas Berg', picture: 'https://example.test/j.png' },
      isInteractive: true,
    });
    expect(fb.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1' }));
    expect(fb.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile' });
    expect(fb.api).toHaveBeenCalledWith('/me', { fields: 'name,picture' }, expect.any(Function));
  });

  it('fails when the user cancels the login window', async () => {
    const provider = facebookProvider({ appId: 'a', load: async () => fakeFacebook({ status: 'unknown' }) });
    await expect(provider.signIn()).resolves.toEqual({
      status: 'failure',
      message: 'Facebook sign-in was cancelled',
    });
  });
});
