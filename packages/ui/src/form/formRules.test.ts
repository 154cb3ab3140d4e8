import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { acceptedRule, choicesRule, differentFromField, equalToField, textRule } from './formRules';

function messages(result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('textRule', () => {
  it('reports the custom message of the first failed rule', () => {
    const rule = textRule({
      isRequired: true,
      isDigits: true,
      maxLength: 4,
      messages: { required: 'Enter CVV2', digits: 'Digits only please', maxLength: 'Too long' },
    });
    expect(messages(z.safeParse(rule, ''))).toEqual([': Enter CVV2']);
    expect(messages(z.safeParse(rule, '12a'))).toEqual([': Digits only please']);
    expect(messages(z.safeParse(rule, '12345'))).toEqual([': Too long']);
    expect(messages(z.safeParse(rule, '123'))).toEqual([]);
  });

  it('passes an empty optional value', () => {
    expect(z.safeParse(textRule({ isUri: true }), '').success).toBe(true);
  });
});

describe('choicesRule', () => {
  const rule = choicesRule({
    minLength: 1,
    maxLength: 2,
    messages: { minLength: 'Choose 1 - 2', maxLength: 'Choose 1 - 2' },
  });
  it.each([
    [[], false],
    [['en'], true],
    [['en', 'fr'], true],
    [['en', 'fr', 'de'], false],
  ])('accepts %j: %s', (value, ok) => {
    expect(z.safeParse(rule, value).success).toBe(ok);
  });
});

describe('acceptedRule', () => {
  it('needs the box ticked', () => {
    const rule = acceptedRule({ message: 'You must agree with Terms and Conditions' });
    expect(messages(z.safeParse(rule, false))).toEqual([': You must agree with Terms and Conditions']);
    expect(z.safeParse(rule, true).success).toBe(true);
  });
});

describe('field comparisons', () => {
  const schema = z
    .object({ username: textRule({ isRequired: true }), password: textRule(), confirm: textRule() })
    .check(
      equalToField('confirm', 'password', { message: 'Not the same' }),
      differentFromField('password', 'username', { message: 'Same as username' }),
    );

  it('puts the error on the compared field, even while another field is invalid', () => {
    expect(messages(z.safeParse(schema, { username: '', password: 'a', confirm: 'b' }))).toEqual([
      'username: This field is required',
      'confirm: Not the same',
    ]);
    expect(messages(z.safeParse(schema, { username: 'ann', password: 'ann', confirm: 'ann' }))).toEqual([
      'password: Same as username',
    ]);
    expect(messages(z.safeParse(schema, { username: 'ann', password: 'pw', confirm: 'pw' }))).toEqual([]);
  });

  it('leaves an empty field to its own required rule', () => {
    expect(messages(z.safeParse(schema, { username: 'ann', password: 'pw', confirm: '' }))).toEqual([]);
  });
});
