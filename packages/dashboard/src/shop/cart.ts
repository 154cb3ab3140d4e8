import * as z from 'zod/mini';

/** One line of the cart: a product in one colour and size, and how many of it. */
export interface CartLine {
  productId: string;
  /** Colour name, or `''` when the product has no colours. */
  color: string;
  /** Size, or `''` for one-size products. */
  size: string;
  quantity: number;
}

/** Most of one line a cart takes, as shops cap a single order line. */
export const maxLineQuantity = 99;

const cartSchema = z.array(
  z.object({
    productId: z.string(),
    color: z.string(),
    size: z.string(),
    quantity: z.number().check(z.int(), z.positive()),
  }),
);

const sameItem = (a: Omit<CartLine, 'quantity'>, b: Omit<CartLine, 'quantity'>) =>
  a.productId === b.productId && a.color === b.color && a.size === b.size;

/** The cart with `line` added: the same product, colour and size add to one line, capped at the line maximum. */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return [...lines];
  const existing = lines.find((candidate) => sameItem(candidate, line));
  if (!existing) return [...lines, { ...line, quantity: Math.min(line.quantity, maxLineQuantity) }];
  return lines.map((candidate) =>
    candidate === existing
      ? { ...candidate, quantity: Math.min(candidate.quantity + line.quantity, maxLineQuantity) }
      : candidate,
  );
}

/** How many items the cart holds, counting each unit. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Where the cart is kept between page loads; the default keeps it for the browser tab's session. */
export interface CartStore {
  load(): CartLine[];
  save(lines: readonly CartLine[]): void;
}

/** Storage key of the cart; the version is part of it so an incompatible shape is never read back. */
export const cartKey = 'atrium.cart.v1';

/** A cart kept in `storage` (the tab's session storage by default); unreadable or refused storage keeps it in memory. */
export function storageCartStore(
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined = () => globalThis.sessionStorage,
): CartStore {
  let memory: CartLine[] = [];
  return {
    load() {
      try {
        const text = storage()?.getItem(cartKey);
        if (text == null) return memory;
        const parsed = cartSchema.safeParse(JSON.parse(text));
        memory = parsed.success ? parsed.data : [];
      } catch {
        // Storage that cannot be read (private modes, sandboxed frames) leaves the cart of this visit.
      }
      return memory;
    },
    save(lines) {
      memory = [...lines];
      try {
        storage()?.setItem(cartKey, JSON.stringify(lines));
      } catch {
        // A refused write keeps the cart in memory for the visit.
      }
    },
  };
}
