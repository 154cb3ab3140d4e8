import { describe, expect, it } from 'vitest';
import { orders, orderStatuses } from '../../../../../apps/demo/scripts/data/orders.mjs';
import { orderPrice, orderStatusVariant } from './orderColumns';

describe('order columns', () => {
  it('gives every status of the demo data its own colour, and unknown ones neutral grey', () => {
    const variants = orderStatuses.map(orderStatusVariant);
    expect(new Set(variants).size).toBe(orderStatuses.length);
    expect(orderStatusVariant('On hold')).toBe('default');
    expect(orderStatusVariant(undefined)).toBe('default');
  });

  it('reads prices sent as numbers or as text', () => {
    expect(orderPrice(14.09)).toBe(14.09);
    expect(orderPrice('94.36')).toBe(94.36);
    expect(orderPrice('n/a')).toBeNaN();
  });

  it('has demo orders in every status, each with a unique id', () => {
    expect(new Set(orders.map((order: { status: string }) => order.status))).toEqual(new Set(orderStatuses));
    expect(new Set(orders.map((order: { orderId: number }) => order.orderId)).size).toBe(orders.length);
  });
});
