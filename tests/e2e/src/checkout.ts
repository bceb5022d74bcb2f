/** The checkout's contact step as a visitor in Poznań fills it: each `cart:fields` key and its value. */
export const CHECKOUT_CONTACT = [
  ['contactName', 'Ewa Zielińska'],
  ['contactPhone', '+48 600 300 400'],
  ['contactEmail', 'ewa.zielinska@example.com'],
  ['country', 'Polska'],
  ['city', 'Poznań'],
  ['contactAddress', 'ul. Półwiejska 2'],
] as const;
