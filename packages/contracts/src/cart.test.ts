import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartTotalCents,
  hasPrice,
  lineTotalCents,
  localizedName,
  removeFromCart,
  setQuantity,
  toCents,
} from './cart.ts';
import type { CartItem, CartProduct } from './cart.ts';

function product(
  id: number,
  price: number | null,
  overrides: Partial<CartProduct> = {},
): CartProduct {
  return {
    id,
    name: `Part ${id}`,
    nameEN: `Part ${id}`,
    namePL: `Część ${id}`,
    serialName: 'Model X',
    bom: `BOM-${id}`,
    price,
    image: `/files/part-${id}.jpg`,
    fullName: `Model X Part ${id}`,
    ...overrides,
  };
}

function item(id: number, price: number, quantity: number): CartItem {
  return { ...product(id, price), price, quantity };
}

/** Adds the products in order, expecting each to be added. */
function cartOf(...products: CartProduct[]): CartItem[] {
  return products.reduce<CartItem[]>((items, next) => {
    const outcome = addToCart(items, next);
    if (!outcome.added) throw new Error(`product ${next.id} was not added`);
    return outcome.items;
  }, []);
}

describe('hasPrice', () => {
  it.each([0.01, 1, 19.99, 1000])('accepts the price %d', (price) => {
    expect(hasPrice(price)).toBe(true);
  });

  it.each([[null], [undefined], [0], [-0.01], [-5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses the price %s',
    (price) => {
      expect(hasPrice(price)).toBe(false);
    },
  );
});

describe('addToCart', () => {
  it('adds a new item with quantity 1', () => {
    const outcome = addToCart([], product(1, 19.99));
    expect(outcome).toEqual({
      added: true,
      items: [{ ...product(1, 19.99), price: 19.99, quantity: 1 }],
    });
  });

  it('raises the quantity to 2 when the same item is added twice', () => {
    const items = cartOf(product(1, 19.99), product(1, 19.99));
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it('raises only the matching item and keeps the order of the cart', () => {
    const items = cartOf(product(1, 5), product(2, 7), product(1, 5), product(1, 5));
    expect(items.map(({ id, quantity }) => [id, quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it.each([[null], [0], [-1], [-0.5]])(
    'refuses an item with price %s, reason noPrice, cart unchanged',
    (price) => {
      const before = cartOf(product(1, 10));
      const outcome = addToCart(before, product(2, price));
      expect(outcome).toEqual({ added: false, reason: 'noPrice', items: before });
      expect(outcome.items).toBe(before);
    },
  );

  it('refuses a product without price even when the same id is already in the cart', () => {
    const before = cartOf(product(1, 10));
    const outcome = addToCart(before, product(1, null));
    expect(outcome.added).toBe(false);
    expect(outcome.items[0]?.quantity).toBe(1);
  });

  it('does not change the list it is given', () => {
    const before = cartOf(product(1, 10));
    const snapshot = structuredClone(before);
    addToCart(before, product(1, 10));
    addToCart(before, product(2, 10));
    expect(before).toEqual(snapshot);
  });
});

describe('setQuantity', () => {
  const items = [item(1, 10, 1), item(2, 20, 3)];

  it('sets a whole quantity', () => {
    expect(setQuantity(items, 2, 5).map((i) => i.quantity)).toEqual([1, 5]);
  });

  it.each([
    [2.9, 2],
    [1.1, 1],
    [7.5, 7],
  ])('cuts %d to %i', (quantity, expected) => {
    expect(setQuantity(items, 1, quantity)[0]?.quantity).toBe(expected);
  });

  it.each([0, -1, -10, 0.5, 0.99, Number.NaN])('removes the item for quantity %d', (quantity) => {
    expect(setQuantity(items, 1, quantity).map((i) => i.id)).toEqual([2]);
  });

  it('leaves the cart as it is for an id not in it', () => {
    expect(setQuantity(items, 99, 4)).toEqual(items);
  });

  it('does not change the list it is given', () => {
    const snapshot = structuredClone(items);
    setQuantity(items, 1, 8);
    setQuantity(items, 2, 0);
    expect(items).toEqual(snapshot);
  });
});

describe('removeFromCart', () => {
  it('removes the item with the id', () => {
    expect(removeFromCart([item(1, 10, 1), item(2, 20, 2)], 1).map((i) => i.id)).toEqual([2]);
  });

  it('keeps the cart for an unknown id', () => {
    const items = [item(1, 10, 1)];
    expect(removeFromCart(items, 5)).toEqual(items);
  });

  it('empties a cart of one item', () => {
    expect(removeFromCart([item(1, 10, 1)], 1)).toEqual([]);
  });
});

describe('cartCount', () => {
  it('is 0 for an empty cart', () => {
    expect(cartCount([])).toBe(0);
  });

  it('counts units, not lines', () => {
    expect(cartCount([item(1, 10, 2), item(2, 20, 3)])).toBe(5);
  });
});

describe('money in cents', () => {
  it.each([
    [0.1, 10],
    [0.2, 20],
    [19.99, 1999],
    [1.15, 115],
    [4.35, 435],
    [1234.56, 123456],
    [0.01, 1],
  ])('%d euro is %i cents', (euro, cents) => {
    expect(toCents(euro)).toBe(cents);
  });

  it('computes a line total exactly: 3 × 19.99 = 59.97', () => {
    expect(lineTotalCents({ price: 19.99, quantity: 3 })).toBe(5997);
  });

  it('keeps 0.1 + 0.2 at 30 cents', () => {
    expect(cartTotalCents([item(1, 0.1, 1), item(2, 0.2, 1)])).toBe(30);
  });

  it('sums line totals', () => {
    expect(cartTotalCents([item(1, 19.99, 3), item(2, 0.1, 7), item(3, 4.35, 1)])).toBe(
      5997 + 70 + 435,
    );
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotalCents([])).toBe(0);
  });
});

describe('localizedName', () => {
  const names = { nameEN: 'Battery', namePL: 'Bateria' };

  it.each([
    ['pl-PL', 'Bateria'],
    ['pl', 'Bateria'],
    ['en-US', 'Battery'],
    ['zh-CN', 'Battery'],
  ])('in %s is %s', (language, expected) => {
    expect(localizedName(names, language)).toBe(expected);
  });

  it('falls back to the other name when the chosen one is empty', () => {
    expect(localizedName({ nameEN: 'Battery', namePL: '' }, 'pl-PL')).toBe('Battery');
    expect(localizedName({ nameEN: '', namePL: 'Bateria' }, 'en-US')).toBe('Bateria');
  });
});
