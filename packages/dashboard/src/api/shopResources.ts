import * as z from 'zod/mini';
import { defineResource } from '../data/resource';

/** A colour a product comes in: its name and a swatch. */
export const productColorSchema = z.object({ name: z.string(), hex: z.string() });

/** A product of the shop's catalogue (`e-commerce/products.json`); prices are in minor units (cents). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Key of the category the catalogue filters by, e.g. `audio`. */
  category: z.string(),
  /** Price in minor units of `currency`, so sums never pick up floating-point pennies. */
  price: z.number().check(z.int(), z.nonnegative()),
  /** Price before a sale, in minor units; only products on sale have one. */
  listPrice: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** ISO 4217 code, e.g. `USD`. */
  currency: z.string(),
  description: z.string(),
  colors: z.array(productColorSchema),
  /** Sizes to choose from; empty when the product comes in one size. */
  sizes: z.array(z.string()),
  /** Units in the warehouse; 0 means sold out. */
  stock: z.number().check(z.int(), z.nonnegative()),
  images: z.array(z.object({ src: z.string(), alt: z.string() })),
  /** ISO 8601 date the product joined the catalogue. */
  added: z.string(),
});
/** A product of the shop's catalogue. */
export type Product = z.infer<typeof productSchema>;
/** The shop's catalogue (`products`, seeded from `e-commerce/products.json`). */
export const productResource = defineResource({
  name: 'products',
  idKey: 'id',
  seedPath: 'e-commerce/products.json',
  schema: productSchema,
});

const stars = z.string().check(z.regex(/^[1-5]$/));

/** A review of a product (`e-commerce/reviews.json`): text and three ratings of one to five stars. */
export const productReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  /** The reviewer's address; kept with the review, never shown. */
  email: z.optional(z.string()),
  review: z.string(),
  quality: stars,
  reliability: stars,
  overall: stars,
  /** ISO 8601 date it was written. */
  date: z.string(),
});
/** A review of a product. */
export type ProductReview = z.infer<typeof productReviewSchema>;
/** Reviews of the shop's products (`reviews`, seeded from `e-commerce/reviews.json`). */
export const productReviewResource = defineResource({
  name: 'reviews',
  idKey: 'id',
  seedPath: 'e-commerce/reviews.json',
  schema: productReviewSchema,
});
