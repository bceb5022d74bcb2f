import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, cartStore, useCartCount, useCartItems } from './cart-store';

const part = {
  id: 7,
  name: 'Battery',
  nameEN: 'Battery',
  namePL: 'Bateria',
  serialName: 'NovaTel X5 Series',
  bom: 'NT-BAT',
  price: 34.9,
  image: '',
  fullName: 'NovaTel X5 Series Battery',
};

describe('cart store', () => {
  beforeEach(() => cartStore.clear());

  it('shares one cart: every hook sees a change at once', () => {
    const count = renderHook(() => useCartCount());
    const items = renderHook(() => useCartItems());
    act(() => {
      cartStore.add(part);
      cartStore.add(part);
    });
    expect(count.result.current).toBe(2);
    expect(items.result.current).toHaveLength(1);
    act(() => cartStore.setQuantity(7, 0));
    expect(count.result.current).toBe(0);
  });

  it('refuses a part without a price and leaves the cart as it was', () => {
    expect(cartStore.add({ ...part, price: null }).added).toBe(false);
    expect(cartStore.add({ ...part, price: 0 }).added).toBe(false);
    expect(cartStore.items()).toEqual([]);
  });

  it('follows changes made in another tab', () => {
    const count = renderHook(() => useCartCount());
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...part, quantity: 3 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(count.result.current).toBe(3);
  });

  it('ignores stored entries that are not cart items', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...part, quantity: 1 },
        { id: 'x' },
        { ...part, id: 8, price: -1, quantity: 1 },
      ]),
    );
    expect(cartStore.items().map((item) => item.id)).toEqual([7]);
    localStorage.setItem(CART_STORAGE_KEY, '{broken');
    expect(cartStore.items()).toEqual([]);
  });
});
