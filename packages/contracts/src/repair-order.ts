import { z } from 'zod';
import {
  AFTER_SALES_TYPE,
  IMEI_NOT_PROVIDED,
  REPAIR_ORDER_TYPE,
  WARRANTY_STATUS,
  WAYBILL,
} from './constants.ts';
import {
  isoDateSchema,
  isOfferedPickupWindow,
  isValidPickupInterval,
  timeOfDaySchema,
} from './pickup-calendar.ts';
import { isNumberSerial, NUMBER_SERIAL } from './public-id.ts';
import { optionalText, requiredEmail, requiredText } from './validation.ts';

/** Field limits of the repair order wizard (SPEC §5). */
export const REPAIR_LIMITS = {
  imei: 64,
  description: 3000,
  frequency: 3000,
  name: 50,
  phone: 15,
  email: 40,
  city: 60,
  street: 60,
  houseNumber: 10,
  postalCode: 5,
  /** Labels of pick-list entries travel with the order. */
  label: 120,
} as const;

/** The fault and how often it happens are written in lines. */
const MULTILINE = { multiline: true } as const;

/** Five digits, optionally written NN-NNN as Polish postal codes are. */
export const POSTAL_CODE_PATTERN = /^(\d{5}|\d{2}-\d{3})$/;
/** Digits, spaces and hyphens with an optional leading +; at least one digit. */
const PHONE_PATTERN = /^\+?[\s-]*\d[\d\s-]*$/;

// Building blocks, made for each schema that uses them: a block made here
// would be built as the module loads, before any schema is used.
const id = () =>
  z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalidValue')
    .positive('validation.required');

const warranty = () =>
  z.enum([WARRANTY_STATUS.inWarranty, WARRANTY_STATUS.outOfWarranty], {
    error: 'validation.required',
  });

/**
 * A fixed number: accepted as a number or its text, as form values are; the
 * document names the one value.
 */
const fixedNumber = (value: number) =>
  z.coerce.number().pipe(z.literal(value)).optional().meta({ type: 'integer', const: value });

/** A calendar date `YYYY-MM-DD`; whether it is a real, offered day is checked beyond the document. */
const calendarDate = () =>
  isoDateSchema.meta({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const postalCode = () => requiredText(6).regex(POSTAL_CODE_PATTERN, 'validation.postalCode');
const phone = () => requiredText(REPAIR_LIMITS.phone).regex(PHONE_PATTERN, 'validation.phone');

/** An option of a pick list as the wizard keeps it. */
export const pickOptionSchema = z.lazy(() =>
  z.object({ id: id(), name: requiredText(REPAIR_LIMITS.label) }, { error: 'validation.required' }),
);
export type PickOption = z.infer<typeof pickOptionSchema>;

// ── Wizard panels ────────────────────────────────────────────────────────────

export const basicInfoSchema = z.lazy(() =>
  z.object({
    channelId: pickOptionSchema,
    userId: id(),
    productId: id(),
    warranty: warranty(),
    consent: z.literal('1', { error: 'validation.consentRequired' }),
  }),
);

/** Accessory choices are kept as `id,name` strings by the multi-select. */
export const ACCESSORY_VALUE_PATTERN = /^\d+,.+$/;

export const deviceInfoSchema = z.lazy(() =>
  z.object({
    imei: optionalText(REPAIR_LIMITS.imei),
    followAnnex: z
      .array(z.string().regex(ACCESSORY_VALUE_PATTERN, 'validation.invalidValue'))
      .default([]),
    exterior: pickOptionSchema,
    description: requiredText(REPAIR_LIMITS.description, MULTILINE),
    frequency: requiredText(REPAIR_LIMITS.frequency, MULTILINE),
  }),
);

export const customerInfoSchema = z.lazy(() =>
  z.object({
    name: requiredText(REPAIR_LIMITS.name),
    phone: phone(),
    email: requiredEmail(REPAIR_LIMITS.email),
    city: requiredText(REPAIR_LIMITS.city),
    street: requiredText(REPAIR_LIMITS.street),
    houseNumber: requiredText(REPAIR_LIMITS.houseNumber),
    postal: postalCode(),
  }),
);

/** A time window as the wizard's select holds it: `10:00-13:00`. */
export function pickupWindowValue(from: string, to: string): string {
  return `${from}-${to}`;
}

export function parsePickupWindow(value: string): { from: string; to: string } | null {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(value);
  return match?.[1] && match[2] ? { from: match[1], to: match[2] } : null;
}

export const appointmentSchema = z.lazy(() =>
  z.object({
    pickupDate: isoDateSchema,
    pickupTime: z.string({ error: 'validation.required' }).refine((value) => {
      const window = parsePickupWindow(value);
      return window !== null && isOfferedPickupWindow(window.from, window.to);
    }, 'validation.invalidPickupWindow'),
    waybill: z.enum([WAYBILL.printBill, WAYBILL.printLabel], { error: 'validation.required' }),
  }),
);

export const WIZARD_PANELS = ['basic', 'device', 'customer', 'appointment'] as const;
export type WizardPanel = (typeof WIZARD_PANELS)[number];

export const wizardPanelSchemas = {
  basic: basicInfoSchema,
  device: deviceInfoSchema,
  customer: customerInfoSchema,
  appointment: appointmentSchema,
} as const;

export type BasicInfo = z.infer<typeof basicInfoSchema>;
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
export type Appointment = z.infer<typeof appointmentSchema>;
export type RepairWizardValues = BasicInfo & DeviceInfo & CustomerInfo & Appointment;

// ── Creation payload (POST /order/add) ──────────────────────────────────────

/** "12 Marszałkowska, Warszawa": house number, street, city. */
export function composeClientAddress(houseNumber: string, street: string, city: string): string {
  return `${houseNumber.trim()} ${street.trim()}, ${city.trim()}`;
}

export const repairInfoSchema = z.lazy(() =>
  z.object({
    clientName: requiredText(REPAIR_LIMITS.name),
    clientTell: phone(),
    clientEmail: requiredEmail(REPAIR_LIMITS.email),
    clientCity: requiredText(REPAIR_LIMITS.city),
    clientStreet: requiredText(REPAIR_LIMITS.street),
    clientHouseNumber: requiredText(REPAIR_LIMITS.houseNumber),
    clientPostalCode: postalCode(),
    userId: id(),
    sourceChannelId: id(),
    sourceChannelName: requiredText(REPAIR_LIMITS.label),
    productId: id(),
    warrantyStatus: warranty(),
    applySn: optionalText(REPAIR_LIMITS.imei),
    applyAppearanceId: id(),
    applyAppearance: requiredText(REPAIR_LIMITS.label),
    faultDescribe: requiredText(REPAIR_LIMITS.description, MULTILINE),
    remark: requiredText(REPAIR_LIMITS.frequency, MULTILINE),
    afterSalesType: fixedNumber(AFTER_SALES_TYPE),
    orderType: fixedNumber(REPAIR_ORDER_TYPE),
    /** Composed by the server; a client's own value is replaced. */
    clientAddress: z.string().max(200, 'validation.tooLong').optional(),
    /** Fixed address placeholder and operator tag sent by the portal. */
    address: optionalText(200),
    operator: optionalText(60),
  }),
);

export const accessoryItemSchema = z.lazy(() =>
  z.object({
    accessoriesId: id(),
    accessoriesName: requiredText(REPAIR_LIMITS.label),
  }),
);

export const createRepairOrderRequestSchema = z.lazy(() =>
  z.object({
    repairInfo: repairInfoSchema,
    accessoriesList: z.array(accessoryItemSchema).max(50, 'validation.tooLong').default([]),
    pickupDate: calendarDate(),
    isCreateShip: z.literal(true).default(true),
    orderType: fixedNumber(REPAIR_ORDER_TYPE),
    /** The visitor's language, for confirmations. */
    language: z.string().max(10, 'validation.tooLong').optional(),
    /** The wizard's waybill: who brings the label. Absent: the customer prints it ('1'). */
    waybill: z
      .enum([WAYBILL.printBill, WAYBILL.printLabel], { error: 'validation.invalidValue' })
      .optional(),
  }),
);
export type CreateRepairOrderRequest = z.input<typeof createRepairOrderRequestSchema>;
export type CreateRepairOrderPayload = z.output<typeof createRepairOrderRequestSchema>;

/** The values the server fills whatever the client sent. */
export function fixedRepairValues(info: {
  applySn: string;
  clientHouseNumber: string;
  clientStreet: string;
  clientCity: string;
}) {
  return {
    afterSalesType: AFTER_SALES_TYPE,
    orderType: REPAIR_ORDER_TYPE,
    applySn: info.applySn.trim() === '' ? IMEI_NOT_PROVIDED : info.applySn.trim(),
    clientAddress: composeClientAddress(info.clientHouseNumber, info.clientStreet, info.clientCity),
  };
}

export const createRepairOrderDataSchema = z.lazy(() =>
  z.object({
    shipmentId: z.number().int(),
    orderId: z.number().int(),
    rmaNumber: z.string(),
    shipmentNo: z.string(),
    /** The portal's own: the key of the booking's private page (see CUSTOMER_PATHS). */
    accessToken: z.string(),
  }),
);

/** Placeholder address and operator tag the portal sends with every order. */
export const PORTAL_ADDRESS_PLACEHOLDER = '-';
export const PORTAL_OPERATOR_TAG = 'portal';

/**
 * The wizard's values as `repairInfo` names them, which are the names of the
 * stored order's columns too: what the order sheet of a booking just made
 * is printed from (`repairDetailsView`), as the stored order's is.
 */
export function repairInfoOf(values: RepairWizardValues) {
  return {
    clientName: values.name,
    clientTell: values.phone,
    clientEmail: values.email,
    clientCity: values.city,
    clientStreet: values.street,
    clientHouseNumber: values.houseNumber,
    clientPostalCode: values.postal,
    userId: values.userId,
    sourceChannelId: values.channelId.id,
    sourceChannelName: values.channelId.name,
    productId: values.productId,
    warrantyStatus: values.warranty,
    ...fixedRepairValues({
      applySn: values.imei,
      clientHouseNumber: values.houseNumber,
      clientStreet: values.street,
      clientCity: values.city,
    }),
    applyAppearanceId: values.exterior.id,
    applyAppearance: values.exterior.name,
    faultDescribe: values.description,
    remark: values.frequency,
    address: PORTAL_ADDRESS_PLACEHOLDER,
    operator: PORTAL_OPERATOR_TAG,
  };
}

/** Builds the upstream payload from the wizard's values. */
export function buildRepairOrderRequest(
  values: RepairWizardValues,
  language?: string,
): CreateRepairOrderRequest {
  return {
    repairInfo: repairInfoOf(values),
    accessoriesList: values.followAnnex.map(parseAccessoryValue).filter((item) => item !== null),
    pickupDate: values.pickupDate,
    isCreateShip: true,
    orderType: REPAIR_ORDER_TYPE,
    ...(language ? { language } : {}),
    waybill: values.waybill,
  };
}

export function accessoryValue(id: number, name: string): string {
  return `${id},${name}`;
}

export function parseAccessoryValue(
  value: string,
): { accessoriesId: number; accessoriesName: string } | null {
  const comma = value.indexOf(',');
  const accessoriesId = Number(value.slice(0, comma));
  if (comma < 1 || !Number.isInteger(accessoriesId)) return null;
  return { accessoriesId, accessoriesName: value.slice(comma + 1) };
}

// ── Reservation, cancel, label ─────────────────────────────────────────────

export const reservePickupRequestSchema = z.lazy(() =>
  z
    .object({
      pickupDate: calendarDate(),
      shipmentId: id(),
      orderId: id(),
      pickupTimeFrom: timeOfDaySchema,
      pickupTimeTo: timeOfDaySchema,
    })
    .refine((value) => isValidPickupInterval(value.pickupTimeFrom, value.pickupTimeTo), {
      message: 'validation.pickupInterval',
      path: ['pickupTimeTo'],
    }),
);
export type ReservePickupRequest = z.input<typeof reservePickupRequestSchema>;

/** Both ids, each random on its own: knowing one of them is not enough to cancel. */
export const cancelShipmentRequestSchema = z.lazy(() =>
  z.object({ shipmentId: id(), orderId: id() }),
);

export const labelRequestSchema = z.lazy(() =>
  z.object({
    shipmentId: id(),
    labelType: z.literal('LBLP', { error: 'validation.invalidValue' }).default('LBLP'),
  }),
);

// ── Numbers given to a booked repair ─────────────────────────────────────────

/**
 * RMA number of a repair order: `RMA` + booking date as YYMMDD + a serial of
 * 15 digits. The serial is drawn at random for the number alone (NUMBER_SERIAL),
 * so the number, printed on the label and the order sheet, tells nothing of the
 * order id or any other key; it is stored with the order and looked up as a
 * whole.
 */
export function formatRmaNumber(bookingDate: string, serial: number): string {
  return `RMA${bookingDate.replaceAll('-', '').slice(2)}${serialDigits(serial)}`;
}

export const RMA_NUMBER_PATTERN = /^RMA\d{12,}$/;

/** The prefix of the pick-up shipments' tracking numbers. */
export const PICKUP_TRACKING_PREFIX = 'PCS';

/**
 * Tracking number of the courier shipment that picks the device up: `PCS` + a
 * serial of 15 digits drawn for the number alone, not the shipment id.
 */
export function formatTrackingNumber(serial: number): string {
  return `${PICKUP_TRACKING_PREFIX}${serialDigits(serial)}`;
}

function serialDigits(serial: number): string {
  if (!isNumberSerial(serial)) {
    throw new RangeError(`${serial} is not a serial of ${NUMBER_SERIAL.min}…${NUMBER_SERIAL.max}`);
  }
  return String(serial);
}
