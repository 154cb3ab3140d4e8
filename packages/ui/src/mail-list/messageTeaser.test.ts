import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageTeaser, teaserEllipsis, teaserLineLength } from './messageTeaser';

const length = (text: string) => [...text].length;
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('messageTeaser', () => {
  it('keeps a short text whole, without an ellipsis', () => {
    expect(messageTeaser('Lunch', 'See you at noon.')).toBe('See you at noon.');
  });

  it('cuts a long text to what the subject leaves of the line and ends it in an ellipsis', () => {
    const teaser = messageTeaser(
      'Quarterly goals check-in',
      'Short update before our weekly meeting on the goals.',
    );
    expect(teaser).toBe('Short update before our weekly…');
    expect(length(teaser)).toBe(teaserLineLength - 'Quarterly goals check-in'.length);
  });

  it('keeps a text exactly as long as the room left whole', () => {
    const text = 'y'.repeat(teaserLineLength - 'Hello'.length);
    expect(messageTeaser('Hello', text)).toBe(text);
  });

  it('shows nothing when the subject fills the line', () => {
    expect(messageTeaser('x'.repeat(teaserLineLength), 'Any text at all')).toBe('');
  });

  it('never makes subject and teaser together longer than the line', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 70, size: 'max' }),
        fc.string({ unit: 'grapheme', maxLength: 120, size: 'max' }),
        (subject, text) => {
          const teaser = messageTeaser(subject, text);
          expect(length(teaser)).toBeLessThanOrEqual(Math.max(0, teaserLineLength - length(subject)));
        },
      ),
    );
  });

  it('ends in an ellipsis exactly when it cut the text, and otherwise shows the whole text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 70, size: 'max' }),
        fc.string({ maxLength: 120, size: 'max' }),
        fc.integer({ min: 0, max: 80 }),
        (subject, text, lineLength) => {
          const teaser = messageTeaser(subject, text, lineLength);
          const whole = collapsed(text);
          const wasCut = length(whole) > Math.max(0, lineLength - length(subject));
          if (!wasCut) expect(teaser).toBe(whole);
          else if (teaser !== '') {
            expect(teaser.endsWith(teaserEllipsis)).toBe(true);
            expect(whole.startsWith(teaser.slice(0, -teaserEllipsis.length))).toBe(true);
          }
        },
      ),
    );
  });
});
