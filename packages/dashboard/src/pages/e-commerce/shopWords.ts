import type { CatalogueSort } from '../../shop/catalogue';

/** The catalogue's categories by key, in English (the translation key). */
export const categoryNames: Record<string, string> = {
  audio: 'Audio',
  watches: 'Watches',
  cameras: 'Cameras',
  bags: 'Bags',
  footwear: 'Footwear',
  lighting: 'Lighting',
};

/** The catalogue's sort orders, in English (the translation key). */
export const sortNames: Record<CatalogueSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
  newest: 'Newest',
  name: 'Name',
};

/** Where a product's own page is. */
export const productPath = (id: string) => `/e-commerce/products-detail?product=${encodeURIComponent(id)}`;
