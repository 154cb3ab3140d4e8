import { describe, expect, it } from 'vitest';
import { alertRole, type AlertRole, type AlertVariant } from './alertRole';

describe('alertRole', () => {
  it('interrupts for problems and waits politely for the rest', () => {
    expect(alertRole('danger')).toBe('alert');
    expect(alertRole('warning')).toBe('alert');
    expect(alertRole('success')).toBe('status');
    expect(alertRole('info')).toBe('status');
  });

  it('lets an explicit role win for every variant', () => {
    const variants: AlertVariant[] = ['success', 'info', 'warning', 'danger'];
    const roles: AlertRole[] = ['alert', 'status'];
    for (const variant of variants) {
      for (const role of roles) expect(alertRole(variant, role)).toBe(role);
    }
  });
});
