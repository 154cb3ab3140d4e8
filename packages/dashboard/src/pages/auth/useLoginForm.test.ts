import { describe, expect, it } from 'vitest';
import { validateLogin } from './useLoginForm';

describe('validateLogin', () => {
  it('asks for both fields when empty', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
  });

  it('rejects a malformed address and treats blanks as empty', () => {
    expect(validateLogin({ email: 'ada@', password: 'x' }).email).toBe('Please enter a valid email address');
    expect(validateLogin({ email: '   ', password: 'x' }).email).toBe('Please enter your email address');
  });

  it('accepts a well-formed address with surrounding spaces', () => {
    expect(validateLogin({ email: ' ada@atrium.dev ', password: 'x' })).toEqual({});
  });
});
