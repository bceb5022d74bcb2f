import type { CartProduct } from '@portal/contracts';
import { cartStore } from '../../../lib/cart-store';

export function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 101,
    name: 'Display assembly X5',
    nameEN: 'Display assembly X5',
    namePL: 'Wyświetlacz X5',
    serialName: 'NovaTel X5 Series',
    bom: 'NT-SCR-X5',
    price: 19.99,
    image: '/files/accessories/x5-screen.png',
    fullName: 'NovaTel X5 Series Display assembly X5',
    ...overrides,
  };
}

export const SCREEN = product();
export const CABLE = product({
  id: 102,
  name: 'USB-C cable',
  nameEN: 'USB-C cable',
  namePL: 'Kabel USB-C',
  bom: 'NT-CBL-C',
  price: 0.1,
  image: '',
  fullName: 'NovaTel X5 Series USB-C cable',
});
export const TRAY = product({
  id: 103,
  name: 'SIM tray',
  nameEN: 'SIM tray',
  namePL: 'Tacka SIM',
  bom: 'NT-SIM',
  price: 0.2,
  fullName: 'NovaTel X5 Series SIM tray',
});

/** The screen twice, the cable and the tray once: 39.98 + 0.10 + 0.20 = 40.28 euro. */
export function fillCart() {
  cartStore.clear();
  cartStore.add(SCREEN);
  cartStore.add(SCREEN);
  cartStore.add(CABLE);
  cartStore.add(TRAY);
}
