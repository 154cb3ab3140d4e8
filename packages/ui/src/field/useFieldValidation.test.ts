import { describe, expect, it } from 'vitest';
import {
  describeFieldValidation,
  findFailedRule,
  validateFieldValue,
  type FieldRules,
} from './useFieldValidation';

describe('validateFieldValue', () => {
  it('requires non-blank text, with the default or a custom message', () => {
    expect(validateFieldValue('', { isRequired: true })).toBe('This field is required');
    expect(validateFieldValue('   ', { isRequired: true })).toBe('This field is required');
    expect(
      validateFieldValue('', {
        isRequired: true,
        messages: { required: 'The first name is required and cannot be empty' },
      }),
    ).toBe('The first name is required and cannot be empty');
    expect(validateFieldValue('Ann', { isRequired: true })).toBeUndefined();
  });

  it('lets an empty optional value pass every other check', () => {
    const rules: FieldRules = { isEmail: true, minLength: 10, pattern: /\d+/ };
    expect(validateFieldValue('', rules)).toBeUndefined();
  });

  it.each([
    ['john@example.com', undefined],
    ['john.smith+tag@mail.example.co.uk', undefined],
    ['john@example', 'Please enter a valid email address'],
    ['john@@example.com', 'Please enter a valid email address'],
    ['john @example.com', 'Please enter a valid email address'],
    ['@example.com', 'Please enter a valid email address'],
    ['john@example..com', 'Please enter a valid email address'],
  ])('checks the e-mail shape of %j', (value, expected) => {
    expect(validateFieldValue(value, { isEmail: true })).toBe(expected);
  });

  it('counts characters for minLength and maxLength, limits included', () => {
    const rules: FieldRules = { minLength: 6, maxLength: 30 };
    expect(validateFieldValue('abcde', rules)).toBe('Please enter at least 6 characters');
    expect(validateFieldValue('abcdef', rules)).toBeUndefined();
    expect(validateFieldValue('a'.repeat(30), rules)).toBeUndefined();
    expect(validateFieldValue('a'.repeat(31), rules)).toBe('Please enter no more than 30 characters');
    expect(validateFieldValue('ab', { minLength: 1, maxLength: 1 })).toBe(
      'Please enter no more than 1 character',
    );
  });

  it('matches the pattern against the whole value, like the HTML attribute', () => {
    const digits: FieldRules = { pattern: /\d+/, messages: { pattern: 'Digits only please' } };
    expect(validateFieldValue('12345', digits)).toBeUndefined();
    expect(validateFieldValue('12a45', digits)).toBe('Digits only please');
    expect(validateFieldValue('a12', { pattern: /\d+/ })).toBe('Please match the requested format');
  });

  it('gives the same answer on repeated calls with a global regular expression', () => {
    const rules: FieldRules = { pattern: /[a-z]+/g };
    expect([1, 2, 3].map(() => validateFieldValue('abc', rules))).toEqual([undefined, undefined, undefined]);
  });

  it('reports the first failed check in a fixed order: required, email, min, max, pattern', () => {
    const rules: FieldRules = { isRequired: true, isEmail: true, minLength: 8, pattern: /[a-z@.]+/ };
    expect(findFailedRule('', rules)).toBe('required');
    expect(findFailedRule('a@b', rules)).toBe('email');
    expect(findFailedRule('a@b.cd', rules)).toBe('minLength');
    expect(findFailedRule('ANN@EXAMPLE.COM', rules)).toBe('pattern');
    expect(findFailedRule('ann@example.com', rules)).toBeUndefined();
  });

  it('counts chosen options for a list, with one message for a range', () => {
    const languages: FieldRules = {
      minLength: 1,
      maxLength: 2,
      messages: {
        minLength: 'Please choose 1 - 2 languages you can speak',
        maxLength: 'Please choose 1 - 2 languages you can speak',
      },
    };
    expect(validateFieldValue(['en'], languages)).toBeUndefined();
    expect(validateFieldValue(['en', 'fr'], languages)).toBeUndefined();
    expect(validateFieldValue(['en', 'fr', 'de'], languages)).toBe(
      'Please choose 1 - 2 languages you can speak',
    );
    expect(validateFieldValue([], languages)).toBe(languages.messages?.minLength);
    expect(validateFieldValue([], { maxLength: 2 })).toBeUndefined();
    expect(validateFieldValue([], { ...languages, isRequired: true })).toBe(
      'Please choose at least one option',
    );
    expect(validateFieldValue(['a', 'b', 'c'], { minLength: 1, maxLength: 2 })).toBe(
      'Please choose 1 - 2 options',
    );
    expect(validateFieldValue(['a'], { minLength: 2 })).toBe('Please choose at least 2 options');
    expect(validateFieldValue(['a', 'b'], { maxLength: 1 })).toBe('Please choose no more than 1 option');
  });

  it('agrees with findFailedRule on every generated value (message iff a rule failed)', () => {
    // A small deterministic generator: enough variety to cross every rule boundary.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const alphabet = ['a', 'B', '1', '@', '.', ' ', '-', '_'];
    const rules: FieldRules = { isRequired: true, isEmail: true, minLength: 3, maxLength: 9 };
    for (let i = 0; i < 500; i += 1) {
      const value = Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
      const failed = findFailedRule(value, rules);
      expect(validateFieldValue(value, rules) === undefined).toBe(failed === undefined);
      if (failed === undefined) expect(value.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('describeFieldValidation', () => {
  const rules: FieldRules = { isRequired: true, isEmail: true };

  it('shows nothing before the field is touched, however wrong the value', () => {
    expect(describeFieldValidation('not-an-email', rules, false)).toEqual({
      errorMessage: undefined,
      isInvalid: false,
      isValid: false,
    });
  });

  it('shows the message once touched and the success state when the value passes', () => {
    expect(describeFieldValidation('not-an-email', rules, true)).toEqual({
      errorMessage: 'Please enter a valid email address',
      isInvalid: true,
      isValid: false,
    });
    expect(describeFieldValidation('ann@example.com', rules, true)).toEqual({
      errorMessage: undefined,
      isInvalid: false,
      isValid: true,
    });
  });

  it('leaves an empty optional field neutral rather than green', () => {
    expect(describeFieldValidation('', { isEmail: true }, true)).toEqual({
      errorMessage: undefined,
      isInvalid: false,
      isValid: false,
    });
    expect(describeFieldValidation([], { maxLength: 2 }, true).isValid).toBe(false);
  });
});

describe('validateFieldValue, shape rules', () => {
  it.each([
    [{ isNumeric: true }, '12,5', undefined],
    [{ isNumeric: true }, 'ten', 'Please enter a valid number'],
    [{ isDigits: true }, '10001', undefined],
    [{ isDigits: true }, '10 001', 'Please enter only digits'],
    [{ isUri: true }, 'https://example.com', undefined],
    [{ isUri: true }, 'example.com', 'Please enter a valid URL'],
    [{ isCreditCard: true }, '4111111111111111', undefined],
    [{ isCreditCard: true }, '4111111111111112', 'Please enter a valid credit card number'],
  ] as const)('%j on %j gives %j', (rules, value, expected) => {
    expect(validateFieldValue(value, rules)).toBe(expected);
  });

  it('uses the custom message of each shape rule', () => {
    const messages = {
      numeric: 'The price must be a number',
      digits: 'Digits only please',
      uri: 'The website address is not valid',
      creditCard: 'Please enter a valid card number',
    };
    expect(validateFieldValue('x', { isNumeric: true, messages })).toBe(messages.numeric);
    expect(validateFieldValue('x', { isDigits: true, messages })).toBe(messages.digits);
    expect(validateFieldValue('x', { isUri: true, messages })).toBe(messages.uri);
    expect(validateFieldValue('x', { isCreditCard: true, messages })).toBe(messages.creditCard);
  });

  it('skips the shape rules on an empty optional value', () => {
    expect(validateFieldValue('', { isNumeric: true, isDigits: true, isUri: true, isCreditCard: true })).toBe(
      undefined,
    );
  });
});
