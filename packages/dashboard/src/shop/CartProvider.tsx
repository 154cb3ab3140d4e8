import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { addToCart, cartCount, storageCartStore, type CartLine, type CartStore } from './cart';

/** The cart as pages and the header see it. */
export interface CartState {
  lines: readonly CartLine[];
  /** Units in the cart, for the header's count. */
  count: number;
  add: (line: CartLine) => void;
}

const CartContext = createContext<CartState | null>(null);

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /** Where the cart is kept; the browser tab's session storage by default, so a reload keeps it. */
  store?: CartStore;
  children: ReactNode;
}

/** Owns the shopping cart of the shell: what was added, kept in its store across page loads. */
export function CartProvider({ store: givenStore, children }: CartProviderProps) {
  const [store] = useState(() => givenStore ?? storageCartStore());
  const [lines, setLines] = useState<readonly CartLine[]>(() => store.load());
  const state = useMemo<CartState>(
    () => ({
      lines,
      count: cartCount(lines),
      add: (line) =>
        setLines((current) => {
          const next = addToCart(current, line);
          store.save(next);
          return next;
        }),
    }),
    [lines, store],
  );
  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}

/** The shopping cart of the nearest {@link CartProvider}. */
export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider around it (the dashboard shell provides one).');
  return cart;
}
