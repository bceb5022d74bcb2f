import {
  addToCart,
  cartCount,
  removeFromCart,
  setQuantity,
  type AddToCartOutcome,
  type CartItem,
  type CartProduct,
} from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The spare-parts cart, kept in localStorage so it survives a reload and is
 * shared by every component (header badge, cart page) and every open tab.
 * The rules themselves are the contracts' cart functions.
 */
export const CART_STORAGE_KEY = 'spareCart';

// Guards what comes back from storage (it may be stale or edited by hand);
// `satisfies` keeps it in step with the contracts' CartItem type. Built on
// first use, as the contracts' schemas are.
const storedItemSchema = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameEN: z.string(),
    namePL: z.string(),
    serialName: z.string(),
    bom: z.string(),
    price: z.number().positive(),
    image: z.string(),
    fullName: z.string(),
    quantity: z.number().int().min(1),
  }),
) satisfies z.ZodType<CartItem>;

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();

// Used when localStorage is unavailable (private mode, blocked storage).
let memoryRaw: string | null = null;
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): CartItem[] {
  if (!raw) return EMPTY;
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw));
    return parsed.flatMap((entry) => {
      const item = storedItemSchema.safeParse(entry);
      return item.success ? [item.data] : [];
    });
  } catch {
    return EMPTY;
  }
}

/** The current items; the same array until the stored value changes. */
function getSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parse(raw);
  }
  return cachedItems;
}

function write(items: CartItem[]) {
  const raw = items.length > 0 ? JSON.stringify(items) : null;
  try {
    if (raw === null) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null)
    listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const cartStore = {
  items: getSnapshot,
  add(product: CartProduct): AddToCartOutcome {
    const outcome = addToCart(getSnapshot(), product);
    if (outcome.added) write(outcome.items);
    return outcome;
  },
  /** Zero or less removes the item (SPEC §4). */
  setQuantity(id: number, quantity: number) {
    write(setQuantity(getSnapshot(), id, quantity));
  },
  remove(id: number) {
    write(removeFromCart(getSnapshot(), id));
  },
  clear() {
    write(EMPTY);
  },
};

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

/** Units in the cart, for the header badge. */
export function useCartCount(): number {
  return cartCount(useCartItems());
}
