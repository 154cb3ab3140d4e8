import { describe, expect, it } from 'vitest';
import { chatBoxRefusal, chatMessageDate, chatUserName, type ChatUser } from './chatEntities';

const sadi: ChatUser = {
  id: 'sadi',
  username: 'sadi',
  firstName: 'Sadi',
  lastName: 'Orlaf',
  status: 'online',
};

describe('chat entities', () => {
  it('names a user by first and last name, else by username', () => {
    expect(chatUserName(sadi)).toBe('Sadi Orlaf');
    expect(chatUserName({ id: 'x', username: 'xavier', status: 'away' })).toBe('xavier');
  });

  it('refuses a chat box only for offline users, with their alert message or a default', () => {
    expect(chatBoxRefusal(sadi)).toBeNull();
    expect(chatBoxRefusal({ ...sadi, status: 'busy', alertMessage: 'In a meeting' })).toBeNull();
    expect(chatBoxRefusal({ ...sadi, status: 'offline' })).toBe('Sadi Orlaf is offline');
    expect(chatBoxRefusal({ ...sadi, status: 'offline', alertMessage: 'Back on Monday' })).toBe(
      'Back on Monday',
    );
    expect(
      chatBoxRefusal({ ...sadi, status: 'offline', alertMessage: '  ' }, (name) => `${name} est absent`),
    ).toBe('Sadi Orlaf est absent');
  });

  it('reads dates from Date objects and ISO strings', () => {
    expect(chatMessageDate('2026-11-22T09:14:00Z')?.toISOString()).toBe('2026-11-22T09:14:00.000Z');
    expect(chatMessageDate('not a date')).toBeNull();
    expect(chatMessageDate(new Date(0))?.getTime()).toBe(0);
  });
});
