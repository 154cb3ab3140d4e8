import { describe, expect, it } from 'vitest';
import { naughtyStrings } from '../../../ui/test/naughtyStrings';
import {
  isRememberedSession,
  memorySessionStores,
  readSession,
  sessionKey,
  signedOut,
  writeSession,
  type Session,
} from './session';

const signedIn: Session = { isSignedIn: true, profile: { username: 'Ada', picture: '' }, lockedFrom: null };

describe('session storage', () => {
  it('keeps a session for the visit, or across visits when remembered', () => {
    const stores = memorySessionStores();
    writeSession(stores, signedIn, false);
    expect(stores.visit?.getItem(sessionKey)).not.toBeNull();
    expect(stores.lasting?.getItem(sessionKey)).toBeNull();
    expect(readSession(stores)).toEqual(signedIn);

    writeSession(stores, signedIn, true);
    expect(stores.visit?.getItem(sessionKey)).toBeNull();
    expect(isRememberedSession(stores)).toBe(true);
    expect(readSession(stores)).toEqual(signedIn);
  });

  it('forgets everything on sign-out', () => {
    const stores = memorySessionStores(signedIn);
    writeSession(stores, signedOut, true);
    expect(stores.visit?.getItem(sessionKey)).toBeNull();
    expect(stores.lasting?.getItem(sessionKey)).toBeNull();
    expect(readSession(stores)).toEqual(signedOut);
  });

  it('reads anything it cannot understand as signed out', () => {
    for (const text of ['not json', '{"isSignedIn":"yes"}', 'null', '[]', ...naughtyStrings]) {
      const stores = memorySessionStores();
      stores.lasting?.setItem(sessionKey, text);
      expect(readSession(stores)).toEqual(signedOut);
    }
  });

  it('keeps hostile names exactly as given', () => {
    for (const username of naughtyStrings) {
      const stores = memorySessionStores();
      writeSession(stores, { ...signedIn, profile: { username, picture: '' } }, false);
      expect(readSession(stores).profile?.username).toBe(username);
    }
  });

  it('lasts the visit in memory when storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const stores = { visit: refusing, lasting: refusing };
    expect(() => writeSession(stores, signedIn, true)).not.toThrow();
    expect(readSession(stores)).toEqual(signedOut);
  });
});
