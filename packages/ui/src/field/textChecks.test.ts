import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbsoluteUri, isCreditCardNumber, isDigitsOnly, isEmailAddress, isNumericText } from './textChecks';

describe('isEmailAddress', () => {
  it.each([
    ['john@example.com', true],
    ['  john@example.com ', true],
    ['john@example', false],
    ['john @example.com', false],
  ])('%j → %s', (text, expected) => expect(isEmailAddress(text)).toBe(expected));
});

describe('isNumericText', () => {
  it.each([
    ['12', true],
    ['-3.5', true],
    ['+0,75', true],
    ['.5', true],
    ['1e3', false],
    ['12a', false],
    ['1.2.3', false],
    ['', false],
  ])('%j → %s', (text, expected) => expect(isNumericText(text)).toBe(expected));
});

describe('isDigitsOnly', () => {
  it.each([
    ['0123', true],
    ['12 3', false],
    ['-1', false],
    ['١٢', false],
  ])('%j → %s', (text, expected) => expect(isDigitsOnly(text)).toBe(expected));
});

describe('isAbsoluteUri', () => {
  it.each([
    ['https://www.imdb.com/title/tt0111161/', true],
    ['ftp://files.example.org/a.txt', true],
    ['mailto:ann@example.com', true],
    ['www.example.com', false],
    ['https://', false],
    ['http:// example.com', false],
    ['javascript alert', false],
  ])('%j → %s', (text, expected) => expect(isAbsoluteUri(text)).toBe(expected));
});

describe('isCreditCardNumber', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['5500-0000-0000-0004', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['411111111111', false],
    ['4111x11111111111', false],
  ])('%j → %s', (text, expected) => expect(isCreditCardNumber(text)).toBe(expected));

  it('rejects every single mistyped digit of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = '4111111111111111'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + shift) % 10;
        expect(isCreditCardNumber(digits.join(''))).toBe(false);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof isCreditCardNumber(text) === 'boolean'));
  });
});
