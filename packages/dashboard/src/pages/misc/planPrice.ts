/** How a plan is paid for: each month, or once a year. */
export type BillingPeriod = 'monthly' | 'yearly';

/** What a plan costs in the chosen period, in minor units. */
export interface PlanPrice {
  /** The price of one month: the monthly price, or a year's price spread over twelve months. */
  perMonth: number;
  /** What one bill comes to: a month's price, or the whole year's. */
  billed: number;
  /** How much a year of yearly billing saves over twelve monthly bills; 0 when billed monthly. */
  yearlySaving: number;
}

/** The price of a plan (`monthly` and `yearly` in minor units) when billed `period`. */
export function planPrice(plan: { monthly: number; yearly: number }, period: BillingPeriod): PlanPrice {
  if (period === 'monthly') return { perMonth: plan.monthly, billed: plan.monthly, yearlySaving: 0 };
  // A month of a yearly plan is shown rounded down to a whole minor unit, so it never promises more than is paid.
  return {
    perMonth: Math.floor(plan.yearly / 12),
    billed: plan.yearly,
    yearlySaving: Math.max(plan.monthly * 12 - plan.yearly, 0),
  };
}
