import { PRIVATE_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '@portal/contracts';

/** Every route of the portal, in one place. */
export const paths = {
  home: '/',
  repairArea: '/base',
  orderLookup: PUBLIC_PAGE_PATHS.orderLookup,
  repairWizard: PUBLIC_PAGE_PATHS.repairWizard,
  /** A booked repair's private page (`:token`, see privatePagePath). */
  repairOrder: PRIVATE_PAGE_PATHS.repairOrder,
  spareArea: '/spare',
  spareCentre: '/spare/center',
  cart: '/spare/cart',
  /** A spare-part order's page (`:token`). */
  spareOrder: PRIVATE_PAGE_PATHS.spareOrder,
  softwareUpdates: '/spare/software-updates',
  qualityEnvironmental: '/spare/quality-environmental',
  cookiePolicy: '/cookie-policy',
  privacyPolicy: '/Regulations-Privacy',
  cookieSettings: '/cookie-settings',
  /** The courier's page of a parcel (`:trackingNo`, see parcelTrackingPath). */
  parcelTracking: PUBLIC_PAGE_PATHS.parcelTracking,
} as const;
