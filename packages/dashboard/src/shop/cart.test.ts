import { describe, expect, it } from 'vitest';
import { addToCart, cartCount, cartKey, maxLineQuantity, storageCartStore, type CartLine } from './cart';

const headphones: CartLine = { productId: 'aurora', color: 'Graphite', size: '', quantity: 1 };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the cart', () => {
  it('adds the same product, colour and size to one line', () => {
    const cart = addToCart(addToCart([], headphones), { ...headphones, quantity: 2 });
    expect(cart).toEqual([{ ...headphones, quantity: 3 }]);
    expect(cartCount(cart)).toBe(3);
  });

  it('keeps another colour on a line of its own', () => {
    const cart = addToCart(addToCart([], headphones), { ...headphones, color: 'Ivory' });
    expect(cart).toHaveLength(2);
    expect(cartCount(cart)).toBe(2);
  });

  it('caps a line and ignores quantities that are not whole and positive', () => {
    const cart = addToCart([{ ...headphones, quantity: 90 }], { ...headphones, quantity: 20 });
    expect(cart[0]?.quantity).toBe(maxLineQuantity);
    expect(addToCart([], { ...headphones, quantity: 0 })).toEqual([]);
    expect(addToCart([], { ...headphones, quantity: 1.5 })).toEqual([]);
  });

  it('is saved to and read back from storage', () => {
    const storage = memoryStorage();
    storageCartStore(() => storage).save([headphones]);
    expect(storageCartStore(() => storage).load()).toEqual([headphones]);
  });

  it('reads an unreadable stored cart as empty', () => {
    expect(storageCartStore(() => memoryStorage({ [cartKey]: '{not json' })).load()).toEqual([]);
    expect(storageCartStore(() => memoryStorage({ [cartKey]: '[{"productId":1}]' })).load()).toEqual([]);
  });

  it('keeps the cart in memory when storage refuses writes', () => {
    const store = storageCartStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    }));
    store.save([headphones]);
    expect(store.load()).toEqual([headphones]);
  });
});
