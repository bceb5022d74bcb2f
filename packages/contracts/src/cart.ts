/** Cart rules (SPEC §4): pure functions over an immutable list of items. */

export interface CartItem {
  id: number;
  /** Name in the language chosen when the item was added; see nameEN/namePL. */
  name: string;
  nameEN: string;
  namePL: string;
  serialName: string;
  bom: string;
  /** Unit price in euro. */
  price: number;
  /** First image, or '' when the accessory has none. */
  image: string;
  fullName: string;
  quantity: number;
}

/** A catalogue entry as offered for the cart; its price may be missing. */
export type CartProduct = Omit<CartItem, 'quantity' | 'price'> & { price: number | null };

/** Items without a price, or with a price of zero or less, cannot be bought. */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

export type AddToCartOutcome =
  { added: true; items: CartItem[] } | { added: false; reason: 'noPrice'; items: CartItem[] };

/** An item already present gains one unit; a new one starts at 1. */
export function addToCart(items: CartItem[], product: CartProduct): AddToCartOutcome {
  const { price } = product;
  if (!hasPrice(price)) return { added: false, reason: 'noPrice', items };
  const present = items.some((item) => item.id === product.id);
  const next = present
    ? items.map((item) =>
        item.id === product.id ? { ...item, quantity: item.quantity + 1 } : item,
      )
    : [...items, { ...product, price, quantity: 1 }];
  return { added: true, items: next };
}

/** A quantity of zero or less removes the item; fractions are cut to whole units. */
export function setQuantity(items: CartItem[], id: number, quantity: number): CartItem[] {
  const whole = Math.floor(quantity);
  if (!(whole >= 1)) return removeFromCart(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: whole } : item));
}

export function removeFromCart(items: CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Number of units, shown on the cart badge. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Money is summed in cents so that 0.1 + 0.2 stays 0.30. */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

export function lineTotalCents(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toCents(item.price) * item.quantity;
}

export function cartTotalCents(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

/** The name to show for the chosen language: Polish for pl-*, English otherwise. */
export function localizedName(item: { nameEN: string; namePL: string }, language: string): string {
  return language.startsWith('pl') ? item.namePL || item.nameEN : item.nameEN || item.namePL;
}
