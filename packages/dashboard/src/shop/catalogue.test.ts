import { describe, expect, it } from 'vitest';
import type { Product, ProductReview } from '../api/shopResources';
import { catalogueView, ratingSummaries, type CatalogueQuery } from './catalogue';

const product = (id: string, changes: Partial<Product>): Product => ({
  id,
  name: id,
  category: 'audio',
  price: 1000,
  currency: 'USD',
  description: '',
  colors: [],
  sizes: [],
  stock: 5,
  images: [],
  added: '2026-01-01',
  ...changes,
});
const review = (productId: string, overall: string): ProductReview => ({
  id: `${productId}-${overall}`,
  productId,
  name: 'A',
  review: 'x'.repeat(20),
  quality: '3',
  reliability: '3',
  overall,
  date: '2026-01-01',
});

const products = [
  product('Lamp', { category: 'lighting', price: 6900, added: '2026-01-10', description: 'Dimmable LED' }),
  product('Boot', { category: 'footwear', price: 17900, stock: 0, added: '2026-01-20' }),
  product('Band', { category: 'watches', price: 7900, added: '2026-01-05', description: 'Sleep tracking' }),
];
const all: CatalogueQuery = { category: null, search: '', sort: 'featured', isInStockOnly: false };
const names = (list: Product[]) => list.map((item) => item.id);

describe('the catalogue', () => {
  it('keeps the featured order and sorts by price, date and name', () => {
    expect(names(catalogueView(products, all))).toEqual(['Lamp', 'Boot', 'Band']);
    expect(names(catalogueView(products, { ...all, sort: 'price-asc' }))).toEqual(['Lamp', 'Band', 'Boot']);
    expect(names(catalogueView(products, { ...all, sort: 'price-desc' }))).toEqual(['Boot', 'Band', 'Lamp']);
    expect(names(catalogueView(products, { ...all, sort: 'newest' }))).toEqual(['Boot', 'Lamp', 'Band']);
    expect(names(catalogueView(products, { ...all, sort: 'name' }))).toEqual(['Band', 'Boot', 'Lamp']);
  });

  it('sorts by average rating, unrated last', () => {
    const ratings = ratingSummaries([review('Band', '5'), review('Band', '4'), review('Lamp', '3')]);
    expect(ratings.get('Band')).toEqual({ value: 4.5, count: 2 });
    expect(names(catalogueView(products, { ...all, sort: 'rating' }, ratings))).toEqual([
      'Band',
      'Lamp',
      'Boot',
    ]);
  });

  it('filters by category, stock and every searched word', () => {
    expect(names(catalogueView(products, { ...all, category: 'watches' }))).toEqual(['Band']);
    expect(names(catalogueView(products, { ...all, isInStockOnly: true }))).toEqual(['Lamp', 'Band']);
    expect(names(catalogueView(products, { ...all, search: '  led DIMMABLE ' }))).toEqual(['Lamp']);
    expect(names(catalogueView(products, { ...all, search: 'led sleep' }))).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    catalogueView(products, { ...all, sort: 'name' });
    expect(names(products)).toEqual(['Lamp', 'Boot', 'Band']);
  });
});
