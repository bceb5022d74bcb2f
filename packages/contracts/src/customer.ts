/**
 * The portal's own calls for customers, beside the upstream ones (SPEC §7):
 * a booked repair's private page and a spare-part order's page, each keyed
 * by an access token handed out once (in the answer that created the order
 * and in its e-mails), and the free room of the courier's pick-up windows.
 */
import { z } from 'zod';
import { repairLookupResultSchema } from './api.ts';
import { CURRENCY, RESULT_OK, WAYBILL } from './constants.ts';
import { PRIVATE_PAGE_PATHS, PUBLIC_PAGE_PATHS } from './paths.ts';
import { isoDateSchema, timeOfDaySchema } from './pickup-calendar.ts';
import { requiredEmail, requiredText } from './validation.ts';

/**
 * An access token: 32 bytes from the operating system's CSPRNG in base64url
 * (256 bits), 43 characters. It is the only key to a customer's data.
 */
export const ACCESS_TOKEN_BYTES = 32;
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isAccessToken(value: unknown): value is string {
  return typeof value === 'string' && ACCESS_TOKEN_PATTERN.test(value);
}

/** A private page's address: `PRIVATE_PAGE_PATHS` with its token. */
export function privatePagePath(kind: keyof typeof PRIVATE_PAGE_PATHS, token: string): string {
  return PRIVATE_PAGE_PATHS[kind].replace(':token', encodeURIComponent(token));
}

/**
 * The path parameter of a private page's calls. Any text is taken: a token
 * that is not of ACCESS_TOKEN_PATTERN answers the same error_code 404 as an
 * unknown one, so a client learns nothing from the difference.
 */
export const accessTokenParamsSchema = z.lazy(() =>
  z.object({
    token: z.string().meta({
      description:
        'The access token (43 characters of base64url); anything else answers error_code 404',
    }),
  }),
);

// ── Quotes ────────────────────────────────────────────────────────────────────

/** Kinds of fee on a quotation line (SPEC: "type of fee, currency, amount"). */
export const QUOTE_FEE_TYPES = ['part', 'labour', 'diagnosis', 'shipping'] as const;
export type QuoteFeeType = (typeof QUOTE_FEE_TYPES)[number];

export const quoteLineSchema = z.lazy(() =>
  z.object({
    feeType: z.enum(QUOTE_FEE_TYPES),
    /** ISO 4217. */
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** In the currency's minor unit (cents). */
    amountCents: z.number().int().min(0),
  }),
);
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * A quotation when the operator gives none (and the demo data's): the part
 * and the labour, in the portal's currency. Deterministic, so demos and tests
 * read the same sums.
 */
export const DEFAULT_QUOTE_LINES: readonly QuoteLine[] = [
  { feeType: 'part', currency: CURRENCY, amountCents: 8900 },
  { feeType: 'labour', currency: CURRENCY, amountCents: 3500 },
];

export const QUOTE_DECISIONS = ['approve', 'decline'] as const;
export type QuoteDecision = (typeof QUOTE_DECISIONS)[number];

export const quoteAnswerRequestSchema = z.lazy(() =>
  z.object({ decision: z.enum(QUOTE_DECISIONS, { error: 'validation.invalidValue' }) }),
);

// ── A repair's private page ───────────────────────────────────────────────────

export const rescheduleRequestSchema = z.lazy(() =>
  z.object({
    pickupDate: isoDateSchema,
    pickupTimeFrom: timeOfDaySchema,
    pickupTimeTo: timeOfDaySchema,
  }),
);
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;

/** What the customer may still do; the server refuses the rest (error_code 409 is not in the catalogue: 400). */
export const repairActionsSchema = z.lazy(() =>
  z.object({
    reschedule: z.boolean(),
    cancel: z.boolean(),
    answerQuote: z.boolean(),
    label: z.boolean(),
  }),
);

export const repairOrderViewSchema = z.lazy(() =>
  z.object({
    rmaNumber: z.string(),
    orderId: z.number().int(),
    /** The progress, exactly as the lookup answers it. */
    progress: repairLookupResultSchema,
    /** The language the customer booked in: e-mails about it use it. */
    language: z.string(),
    /** The wizard's waybill (WAYBILL): '2', the courier brings the label. */
    waybill: z.enum([WAYBILL.printBill, WAYBILL.printLabel]),
    device: z.object({
      productName: z.string(),
      applySn: z.string(),
      warrantyStatus: z.string(),
      appearance: z.string(),
      faultDescribe: z.string(),
      sourceChannelName: z.string(),
      accessories: z.array(z.string()),
      remark: z.string(),
    }),
    customer: z.object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      city: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      postalCode: z.string(),
    }),
    /** The courier pick-up, null before one was reserved. */
    pickup: z
      .object({
        shipmentId: z.number().int(),
        shipmentNo: z.string(),
        pickupDate: z.string(),
        pickupTimeFrom: z.string(),
        pickupTimeTo: z.string(),
        status: z.enum(['reserved', 'cancelled']),
      })
      .nullable(),
    /** The quotation, once the service made one. */
    quote: z
      .object({
        lines: z.array(quoteLineSchema),
        totalCents: z.number().int(),
        currency: z.string(),
        answer: z.enum(['approved', 'declined']).nullable(),
        /** When it was answered: Warsaw wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
        answeredAt: z.string().nullable(),
      })
      .nullable(),
    actions: repairActionsSchema,
  }),
);
export type RepairOrderView = z.infer<typeof repairOrderViewSchema>;

/**
 * What a booking says of the device and the customer, as `/order/add`'s
 * `repairInfo` names it; the stored order's columns bear the same names.
 */
export interface BookedRepairDetails {
  clientName: string;
  clientTell: string;
  clientEmail: string;
  clientCity: string;
  clientStreet: string;
  clientHouseNumber: string;
  clientPostalCode: string;
  sourceChannelName: string;
  warrantyStatus: string;
  applySn: string;
  applyAppearance: string;
  faultDescribe: string;
  remark: string;
}

/** The device and customer of a booking as the private page answers them and the order sheet prints them. */
export type RepairDetailsView = Pick<RepairOrderView, 'device' | 'customer'>;

/**
 * The one reading of a booking's details: the server's from the stored
 * order, the wizard's from the order it has just sent (`repairInfoOf`), with
 * the names the booking refers to.
 */
export function repairDetailsView(
  booked: BookedRepairDetails,
  named: { productName: string; accessories: string[] },
): RepairDetailsView {
  return {
    device: {
      productName: named.productName,
      applySn: booked.applySn,
      warrantyStatus: booked.warrantyStatus,
      appearance: booked.applyAppearance,
      faultDescribe: booked.faultDescribe,
      sourceChannelName: booked.sourceChannelName,
      accessories: named.accessories,
      remark: booked.remark,
    },
    customer: {
      name: booked.clientName,
      phone: booked.clientTell,
      email: booked.clientEmail,
      city: booked.clientCity,
      street: booked.clientStreet,
      houseNumber: booked.clientHouseNumber,
      postalCode: booked.clientPostalCode,
    },
  };
}

export const repairOrderViewResponseSchema = z.lazy(() =>
  z.object({ result: z.literal(RESULT_OK), data: repairOrderViewSchema }),
);

// ── A message to the service about an order ──────────────────────────────────
// The same for a repair and a spare-part order (CUSTOMER_PATHS.repairMessage and
// spareOrderMessage): one request, one answer, one limit per order.

/** The longest message, in characters after trimming. */
export const REPAIR_MESSAGE_MAX = 2000;
/** Messages one order may send in `REPAIR_MESSAGE_WINDOW_HOURS`, counted across instances. */
export const REPAIR_MESSAGE_LIMIT = 5;
export const REPAIR_MESSAGE_WINDOW_HOURS = 24;

export const repairMessageRequestSchema = z.lazy(() =>
  z.object({
    /** Several lines allowed; no control characters or text-direction overrides. */
    message: requiredText(REPAIR_MESSAGE_MAX, { multiline: true }),
  }),
);
export type RepairMessageRequest = z.input<typeof repairMessageRequestSchema>;
export const repairMessageResponseSchema = z.lazy(() =>
  z.object({ result: z.literal(RESULT_OK), data: z.object({ sent: z.literal(true) }) }),
);

// ── Free room in the pick-up windows ──────────────────────────────────────────

export const pickupAvailabilityRequestSchema = z.lazy(() =>
  z.object({
    /** One offered date; all of them when absent. */
    pickupDate: isoDateSchema.optional(),
  }),
);
export const pickupWindowRoomSchema = z.lazy(() =>
  z.object({
    pickupDate: z.string(),
    pickupTimeFrom: z.string(),
    pickupTimeTo: z.string(),
    /** Seats the courier has left in this window; 0: full. */
    free: z.number().int().min(0),
  }),
);
export type PickupWindowRoom = z.infer<typeof pickupWindowRoomSchema>;
export const pickupAvailabilityResponseSchema = z.lazy(() =>
  z.object({
    result: z.literal(RESULT_OK),
    data: z.object({ list: z.array(pickupWindowRoomSchema) }),
  }),
);

// ── A spare-part order's page ─────────────────────────────────────────────────

export const spareOrderViewSchema = z.lazy(() =>
  z.object({
    orderId: z.number().int(),
    status: z.number().int(),
    /** False until an operator confirms it: the order is "received". */
    confirmed: z.boolean(),
    /** When it was placed: Warsaw wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
    createdAt: z.string(),
    language: z.string(),
    currency: z.string(),
    lines: z.array(
      z.object({
        productName: z.string(),
        bom: z.string(),
        num: z.number().int(),
        unitPriceCents: z.number().int(),
      }),
    ),
    totalCents: z.number().int(),
    contact: z.object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      address: z.string(),
      city: z.string(),
      country: z.string(),
      remark: z.string(),
    }),
    invoice: z.object({
      type: z.string(),
      name: z.string(),
      email: z.string(),
      taxNo: z.string(),
      address: z.string(),
      bankName: z.string(),
      bankNo: z.string(),
      registerAddress: z.string(),
      registerPhone: z.string(),
    }),
    logisticsName: z.string().nullable(),
    logisticsNo: z.string().nullable(),
    /** What the customer may still do; the server refuses the rest. */
    actions: z.object({
      /** Cancel it: only while it waits for the service's confirmation. */
      cancel: z.boolean(),
    }),
  }),
);
export type SpareOrderView = z.infer<typeof spareOrderViewSchema>;
export const spareOrderViewResponseSchema = z.lazy(() =>
  z.object({ result: z.literal(RESULT_OK), data: spareOrderViewSchema }),
);

// ── The links of an address's orders, e-mailed to it ──────────────────────────

/** The longest address either kind of order takes (REPAIR_LIMITS, CHECKOUT_LIMITS). */
export const MY_LINKS_EMAIL_MAX = 80;
/** The most orders one e-mail of links lists, the latest first. */
export const MY_LINKS_MAX_ORDERS = 20;

/** Who asks for the links of their orders, and the language of the e-mail (else the latest order's). */
export const myLinksRequestSchema = z.lazy(() =>
  z.object({
    email: requiredEmail(MY_LINKS_EMAIL_MAX),
    language: z.string().max(10, 'validation.tooLong').optional(),
  }),
);
export type MyLinksRequest = z.input<typeof myLinksRequestSchema>;

/**
 * The one answer to a request for links, whether the address has orders or
 * not: nothing in it, its status or its shape tells which.
 */
export const myLinksResponseSchema = z.lazy(() =>
  z.object({ result: z.literal(RESULT_OK), data: z.object({ sent: z.literal(true) }) }),
);

// ── Links into the lookup page ────────────────────────────────────────────────

/**
 * The lookup page's query parameters that pre-fill it (and search at once):
 * `?rma=RMA…` for a repair, `?order=123…` for a spare-part order.
 */
export const LOOKUP_PAGE_QUERY = { repair: 'rma', sparePart: 'order' } as const;

/** The lookup page's address for one order, as e-mails link to it. */
export function lookupPagePath(kind: keyof typeof LOOKUP_PAGE_QUERY, number: string): string {
  return `${PUBLIC_PAGE_PATHS.orderLookup}?${LOOKUP_PAGE_QUERY[kind]}=${encodeURIComponent(number)}`;
}
