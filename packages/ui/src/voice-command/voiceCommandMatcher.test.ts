import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchVoiceCommand, normalizeSpeech, type VoiceCommand } from './voiceCommandMatcher';

const commands: VoiceCommand[] = [
  { id: 'show', phrases: ['show :page'], description: 'Open a page' },
  { id: 'back', phrases: ['go back'], description: 'Previous page' },
  { id: 'hideNavigation', phrases: ['hide navigation', 'hide menu'], description: 'Hide the menu' },
  { id: 'showNavigation', phrases: ['show navigation'], description: 'Show the menu' },
];

describe('normalizeSpeech', () => {
  it('lower-cases and drops punctuation and extra spaces', () => {
    expect(normalizeSpeech('  Go   back. ')).toBe('go back');
    expect(normalizeSpeech('Show, Widgets!')).toBe('show widgets');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => normalizeSpeech(normalizeSpeech(text)) === normalizeSpeech(text)),
    );
  });
});

describe('matchVoiceCommand', () => {
  it('matches a fixed phrase whatever the capitals and punctuation', () => {
    expect(matchVoiceCommand(['Go back.'], commands)?.command.id).toBe('back');
    expect(matchVoiceCommand(['hide menu'], commands)?.command.id).toBe('hideNavigation');
  });

  it('captures the rest of the words of a parameter', () => {
    const match = matchVoiceCommand(['show the calendar'], commands);
    expect(match?.command.id).toBe('show');
    expect(match?.params).toEqual({ page: 'the calendar' });
  });

  it('prefers a fixed phrase to a parameter that would also match', () => {
    expect(matchVoiceCommand(['show navigation'], commands)?.command.id).toBe('showNavigation');
  });

  it('needs words for a parameter and no extra words after a fixed phrase', () => {
    expect(matchVoiceCommand(['show'], commands)).toBeNull();
    expect(matchVoiceCommand(['go back now'], commands)).toBeNull();
  });

  it('tries the alternatives in order and reports the one that matched', () => {
    const match = matchVoiceCommand(['goat back', 'go back', 'show maps'], commands);
    expect(match?.command.id).toBe('back');
    expect(match?.transcript).toBe('go back');
  });

  it('returns null when nothing said is a command', () => {
    expect(matchVoiceCommand(['hello there', ''], commands)).toBeNull();
    expect(matchVoiceCommand([], commands)).toBeNull();
  });
});
