import { describe, expect, it } from 'vitest';
import { sanitizeDictionary, translate } from './translate';

describe('translate', () => {
  const words = { Dashboard: 'Tableau de bord', greeting: 'Bonjour {name}, {count} messages' };

  it('translates known keys and falls back to the key itself', () => {
    expect(translate(words, 'Dashboard')).toBe('Tableau de bord');
    expect(translate(words, 'Inbox')).toBe('Inbox');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate(words, 'greeting', { name: 'Ada', count: 3 })).toBe('Bonjour Ada, 3 messages');
    expect(translate(words, 'greeting', { name: 'Ada' })).toBe('Bonjour Ada, {count} messages');
  });

  it('does not read inherited properties as translations', () => {
    expect(translate(words, 'toString')).toBe('toString');
    expect(translate(words, '__proto__')).toBe('__proto__');
  });
});

describe('sanitizeDictionary', () => {
  it('keeps string entries only', () => {
    expect(sanitizeDictionary({ a: 'A', b: 1, c: { d: 'x' }, e: null })).toEqual({ a: 'A' });
  });

  it('turns anything that is not an object into an empty dictionary', () => {
    for (const input of [null, undefined, 'text', 42, ['a']]) expect(sanitizeDictionary(input)).toEqual({});
  });
});
