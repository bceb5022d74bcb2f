/**
 * Contact details of the spare-parts service, shown in the accessory contact
 * popover (SPEC §9: inquiries go to a fixed service mailbox).
 *
 * The API does not publish these yet; keep them equal to the API's
 * SERVICE_EMAIL and SERVICE_PHONE settings. If an endpoint for them appears,
 * read it from there instead.
 */
export const SERVICE_EMAIL = 'serwis@phonecare-service.pl';

/** Set to null to show only the e-mail address. */
export const SERVICE_PHONE: string | null = '+48 22 100 20 30';
