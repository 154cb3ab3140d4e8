import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import { CartProvider } from '../../shop/CartProvider';
import { useCart } from '../../shop/CartProvider';
import { storageCartStore } from '../../shop/cart';

function Landing() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Now at {pathname}
      {search}
    </p>
  );
}

/** The cart's count as the header shows it, so stories can check what was added. */
function CartCount() {
  return <p data-testid="cart">Cart: {useCart().count}</p>;
}

/**
 * A shop page at `entry` of a memory router: records from the demo's api/ files in a fresh in-memory store,
 * a cart that starts empty, and links followable to a page that says where they led.
 */
export function ShopStoryFrame({
  path,
  entry,
  children,
}: {
  path: string;
  entry: string;
  children: ReactNode;
}) {
  return (
    <DataProvider baseUrl="api" data={localAdapter({ store: memoryStore() })}>
      <CartProvider store={storageCartStore(() => undefined)}>
        <MemoryRouter initialEntries={[entry]}>
          <CartCount />
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </MemoryRouter>
      </CartProvider>
    </DataProvider>
  );
}
