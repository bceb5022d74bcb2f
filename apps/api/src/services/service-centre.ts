/** Where collected devices go: the receiver on every courier label. */
export const SERVICE_CENTRE = {
  name: 'PhoneCare Service Centre',
  street: 'ul. Postępu 14',
  postalCode: '02-676',
  city: 'Warszawa',
  country: 'Polska',
} as const;
