import type { Product, ProductReview } from '../api/shopResources';

/** The average of a product's overall ratings and how many there are. */
export interface RatingSummary {
  value: number;
  count: number;
}

/** Each product's average overall rating, from its reviews. */
export function ratingSummaries(reviews: readonly ProductReview[]): Map<string, RatingSummary> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const review of reviews) {
    const sum = sums.get(review.productId) ?? { total: 0, count: 0 };
    sums.set(review.productId, { total: sum.total + Number(review.overall), count: sum.count + 1 });
  }
  return new Map([...sums].map(([id, { total, count }]) => [id, { value: total / count, count }]));
}

/** Orders the catalogue can be sorted in. */
export const catalogueSorts = ['featured', 'price-asc', 'price-desc', 'rating', 'newest', 'name'] as const;
/** An order the catalogue can be sorted in. */
export type CatalogueSort = (typeof catalogueSorts)[number];

/** What the catalogue shows: a category (or all), words to find, whether only what is in stock. */
export interface CatalogueQuery {
  category: string | null;
  search: string;
  sort: CatalogueSort;
  isInStockOnly: boolean;
}

const compareBy: Record<
  CatalogueSort,
  ((a: Product, b: Product, ratings: Map<string, RatingSummary>) => number) | null
> = {
  featured: null,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b, ratings) => (ratings.get(b.id)?.value ?? 0) - (ratings.get(a.id)?.value ?? 0),
  newest: (a, b) => b.added.localeCompare(a.added),
  name: (a, b) => a.name.localeCompare(b.name),
};

/**
 * The products the query shows, in its order. Search matches every word, in any case, against the name,
 * description and category; ties keep the catalogue's own (featured) order.
 */
export function catalogueView(
  products: readonly Product[],
  query: CatalogueQuery,
  ratings: Map<string, RatingSummary> = new Map(),
): Product[] {
  const words = query.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = products.filter((product) => {
    if (query.category && product.category !== query.category) return false;
    if (query.isInStockOnly && product.stock === 0) return false;
    const text = `${product.name} ${product.description} ${product.category}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
  const compare = compareBy[query.sort];
  return compare ? shown.sort((a, b) => compare(a, b, ratings)) : shown;
}
