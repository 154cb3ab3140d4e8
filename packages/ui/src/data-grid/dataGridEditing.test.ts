import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { validateEdit } from './dataGridEditing';
import { orderedSelection } from './useRowSelection';

describe('validateEdit', () => {
  const row = { id: 1 };

  it('accepts everything without a validator', () => {
    expect(validateEdit(undefined, '', row)).toBeUndefined();
  });

  it('gives the first issue of a zod schema, full or mini', () => {
    const full = z.string().min(1, 'Enter a name').max(3, 'Too long');
    expect(validateEdit(full, '', row)).toBe('Enter a name');
    expect(validateEdit(full, 'abcd', row)).toBe('Too long');
    expect(validateEdit(full, 'abc', row)).toBeUndefined();
    const mini = zm.iso.date('Enter a date as YYYY-MM-DD');
    expect(validateEdit(mini, '2026-13-01', row)).toBe('Enter a date as YYYY-MM-DD');
    expect(validateEdit(mini, '2026-02-28', row)).toBeUndefined();
  });

  it('passes the value and the row to a function and returns its message', () => {
    const limit = (value: string, current: { id: number }) =>
      Number(value) > current.id ? `At most ${current.id}` : undefined;
    expect(validateEdit(limit, '2', row)).toBe('At most 1');
    expect(validateEdit(limit, '1', row)).toBeUndefined();
  });
});

describe('orderedSelection', () => {
  it('keeps the order rows were selected in and adds new ones at the end', () => {
    expect(orderedSelection(['7', '2'], { '2': true, '7': true, '1': true })).toEqual(['7', '2', '1']);
  });

  it('drops rows no longer selected', () => {
    expect(orderedSelection(['7', '2', '5'], { '5': true })).toEqual(['5']);
    expect(orderedSelection(['7'], {})).toEqual([]);
  });
});
