import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import { formatRecipients, parseRecipients, quoteText, replySubject, textToHtml } from './composeText';

describe('parseRecipients', () => {
  it('reads bare and named addresses separated by commas or semicolons', () => {
    expect(parseRecipients(' mira@atrium.example; Jonas Berg <jonas@atrium.example>, ')).toEqual({
      addresses: [
        { name: '', email: 'mira@atrium.example' },
        { name: 'Jonas Berg', email: 'jonas@atrium.example' },
      ],
      invalid: [],
    });
  });

  it('names every entry that is not an address, as typed', () => {
    expect(parseRecipients('nope, a@b, Lena <lena@atrium.example>, x y@z.io').invalid).toEqual([
      'nope',
      'a@b',
      'x y@z.io',
    ]);
  });

  it('reads back what formatRecipients wrote', () => {
    const addresses = [
      { name: 'Priya Kulkarni', email: 'priya@atrium.example' },
      { name: '', email: 'noah@atrium.example' },
    ];
    expect(parseRecipients(formatRecipients(addresses))).toEqual({ addresses, invalid: [] });
  });
});

describe('replySubject', () => {
  it('puts one "Re: " before the subject, never two', () => {
    expect(replySubject('Holiday rota')).toBe('Re: Holiday rota');
    expect(replySubject('RE: Holiday rota')).toBe('RE: Holiday rota');
    expect(replySubject(replySubject('Lunch'))).toBe('Re: Lunch');
  });
});

describe('quoteText', () => {
  it('quotes every line of the original under the attribution', () => {
    expect(quoteText('On Nov 26, Mira wrote:', 'Hi Ada,\n\nSee you.')).toBe(
      '\n\nOn Nov 26, Mira wrote:\n> Hi Ada,\n>\n> See you.',
    );
  });
});

describe('textToHtml', () => {
  it('keeps paragraphs and line breaks', () => {
    expect(textToHtml('Hi Mira,\n\nLine one\nLine two')).toBe('<p>Hi Mira,</p><p>Line one<br>Line two</p>');
  });

  it('never turns typed text into markup', () => {
    for (const text of [...naughtyStrings, '<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
      expect(textToHtml(text)).not.toMatch(/<(?!\/?p>|br>)/);
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(textToHtml(text)).not.toMatch(/<(?!\/?p>|br>)/);
      }),
    );
  });
});
