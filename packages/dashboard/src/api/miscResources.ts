import * as z from 'zod/mini';
import { defineResource } from '../data/resource';

const party = z.object({
  name: z.string(),
  contact: z.optional(z.string()),
  address: z.array(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
});

/** An invoice (`e-commerce/invoices.json`): lines in minor units; totals are computed, never stored. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** ISO 8601 date of issue. */
  date: z.string(),
  dueDate: z.string(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** Tax rate in hundredths of a percent (1300 = 13 %). */
  taxRateBasisPoints: z.number().check(z.int(), z.nonnegative()),
  taxName: z.string(),
  seller: party,
  client: party,
  lines: z.array(
    z.object({
      item: z.string(),
      description: z.optional(z.string()),
      quantity: z.number(),
      /** Minor units; negative for a credit. */
      unitPrice: z.number().check(z.int()),
    }),
  ),
  paymentMethods: z.array(z.string()),
  note: z.optional(z.string()),
});
/** An invoice. */
export type InvoiceRecord = z.infer<typeof invoiceSchema>;
/** The invoices of the invoice page (`invoices`, seeded from `e-commerce/invoices.json`). */
export const invoiceResource = defineResource({
  name: 'invoices',
  idKey: 'id',
  seedPath: 'e-commerce/invoices.json',
  schema: invoiceSchema,
});

/** A plan of the pricing table (`pricing.json`): prices in minor units for a month and for a year. */
export const pricingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.optional(z.string()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** Price of a month, billed monthly; 0 for a free plan. */
  monthly: z.number().check(z.int(), z.nonnegative()),
  /** Price of a year, billed yearly. */
  yearly: z.number().check(z.int(), z.nonnegative()),
  isPopular: z.boolean(),
  features: z.array(z.object({ text: z.string(), isIncluded: z.boolean() })),
});
/** A plan of the pricing table. */
export type PricingPlanRecord = z.infer<typeof pricingPlanSchema>;
/** The pricing table's plans (`plans`, seeded from `pricing.json`). */
export const pricingPlanResource = defineResource({
  name: 'plans',
  idKey: 'id',
  seedPath: 'pricing.json',
  schema: pricingPlanSchema,
});
