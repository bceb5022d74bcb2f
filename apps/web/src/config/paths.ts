/** Every route of the portal, in one place. */
export const paths = {
  home: '/',
  repairArea: '/base',
  orderLookup: '/base/query',
  repairWizard: '/base/create',
  spareArea: '/spare',
  spareCentre: '/spare/center',
  cart: '/spare/cart',
  softwareUpdates: '/spare/software-updates',
  qualityEnvironmental: '/spare/quality-environmental',
  cookiePolicy: '/cookie-policy',
  privacyPolicy: '/Regulations-Privacy',
  cookieSettings: '/cookie-settings',
} as const;
