import { describe, expect, it } from 'vitest';
import { planPrice } from './planPrice';

describe('planPrice', () => {
  it('bills a month at the monthly price', () => {
    expect(planPrice({ monthly: 4900, yearly: 49000 }, 'monthly')).toEqual({
      perMonth: 4900,
      billed: 4900,
      yearlySaving: 0,
    });
  });

  it('spreads a yearly bill over twelve months, rounded down, and says what it saves', () => {
    expect(planPrice({ monthly: 4900, yearly: 49000 }, 'yearly')).toEqual({
      perMonth: 4083,
      billed: 49000,
      yearlySaving: 9800,
    });
  });

  it('keeps a free plan free', () => {
    expect(planPrice({ monthly: 0, yearly: 0 }, 'yearly')).toEqual({
      perMonth: 0,
      billed: 0,
      yearlySaving: 0,
    });
  });
});
