import { z } from 'zod';
import { INVOICE_TYPE } from './constants.ts';
import { euCountryCode, taxNumberIssue } from './tax-number.ts';
import { optionalText, requiredEmail, requiredText } from './validation.ts';

/** Field limits of the cart checkout (SPEC §5). */
export const CHECKOUT_LIMITS = {
  contactName: 70,
  contactPhone: 25,
  contactEmail: 80,
  country: 64,
  city: 80,
  contactAddress: 250,
  remark: 250,
  invoiceName: 250,
  taxNumber: 60,
  registeredAddress: 250,
  registeredPhone: 25,
  bankName: 150,
  bankAccount: 50,
  invoiceEmail: 80,
  verifyCode: 10,
  productName: 250,
  bom: 64,
} as const;

/** Most units one order line may ask for; lines per order. */
export const MAX_LINE_QUANTITY = 999;
export const MAX_ORDER_LINES = 100;

// ── Step 1: contact ──────────────────────────────────────────────────────────

export const CONTACT_REQUIRED_FIELDS = [
  'contactName',
  'contactPhone',
  'contactEmail',
  'country',
  'city',
  'contactAddress',
] as const;
export type ContactRequiredField = (typeof CONTACT_REQUIRED_FIELDS)[number];

export const contactSchema = z.lazy(() =>
  z.object({
    contactName: requiredText(CHECKOUT_LIMITS.contactName),
    contactPhone: requiredText(CHECKOUT_LIMITS.contactPhone),
    contactEmail: requiredEmail(CHECKOUT_LIMITS.contactEmail),
    country: requiredText(CHECKOUT_LIMITS.country),
    city: requiredText(CHECKOUT_LIMITS.city),
    contactAddress: requiredText(CHECKOUT_LIMITS.contactAddress),
    remark: optionalText(CHECKOUT_LIMITS.remark, { multiline: true }),
  }),
);
export type ContactInfo = z.input<typeof contactSchema>;

/** The required contact fields still blank: Next stays disabled while any is. */
export function missingContactFields(
  contact: Partial<Record<ContactRequiredField, string>>,
): ContactRequiredField[] {
  return CONTACT_REQUIRED_FIELDS.filter((field) => !contact[field]?.trim());
}

// ── Step 2: invoice ──────────────────────────────────────────────────────────

/** Whether a country as typed by the customer means Poland (for the NIP check). */
export function isPoland(country: string): boolean {
  return euCountryCode(country) === 'PL';
}

interface InvoiceRuleInput {
  invoiceType: string;
  taxNumber: string;
  registeredAddress: string;
  registeredPhone: string;
  country: string;
}

type EnterpriseField = 'taxNumber' | 'registeredAddress' | 'registeredPhone';
type EnterpriseFieldNames = Partial<Record<EnterpriseField, string>> & { taxNumber: string };

/**
 * The enterprise rule as JSON Schema, for the OpenAPI document: with
 * `invoiceType` enterprise, the named fields are present and not blank. The
 * tax number's check by country (see `taxNumberRuleFor`) is beyond the document.
 */
function enterpriseInvoiceDocument(fieldNames: EnterpriseFieldNames) {
  const names = Object.values(fieldNames);
  return {
    if: {
      properties: { invoiceType: { const: INVOICE_TYPE.enterprise } },
      required: ['invoiceType'],
    },
    then: {
      required: names,
      properties: Object.fromEntries(
        names.map((name) => [name, { type: 'string', pattern: '\\S' }]),
      ),
    },
  };
}

/**
 * The stricter reading of SPEC §5: an enterprise invoice needs the tax number,
 * registered address and registered phone; the tax number must fit the
 * customer's country (`taxNumberRuleFor`: a NIP with its checksum for Poland,
 * the VAT number format of another EU state, anything elsewhere). Reports issues under the given field names; a field without a
 * name is not required (the API's order, where SPEC has the registered phone
 * collected but not sent, so a client written from SPEC leaves it out).
 */
function checkEnterpriseInvoice(
  value: InvoiceRuleInput,
  ctx: z.RefinementCtx,
  fieldNames: EnterpriseFieldNames,
) {
  if (value.invoiceType !== INVOICE_TYPE.enterprise) return;
  for (const field of ['taxNumber', 'registeredAddress', 'registeredPhone'] as const) {
    const name = fieldNames[field];
    if (name !== undefined && !value[field].trim()) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: [name] });
    }
  }
  const issue = value.taxNumber.trim() ? taxNumberIssue(value.taxNumber, value.country) : undefined;
  if (issue) {
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      params: issue.params,
      path: [fieldNames.taxNumber],
    });
  }
}

// Made for each schema that uses it: made here, it would be built as the
// module loads, before any schema is used.
const invoiceType = () =>
  z.enum([INVOICE_TYPE.personal, INVOICE_TYPE.enterprise], { error: 'validation.required' });

// The fields of step 2, built once, on first use; each country adds its own check.
const invoiceFieldsSchema = z.lazy(() =>
  z.object({
    invoiceType: invoiceType().default(INVOICE_TYPE.personal),
    invoiceName: requiredText(CHECKOUT_LIMITS.invoiceName),
    taxNumber: optionalText(CHECKOUT_LIMITS.taxNumber),
    registeredAddress: optionalText(CHECKOUT_LIMITS.registeredAddress),
    registeredPhone: optionalText(CHECKOUT_LIMITS.registeredPhone),
    bankName: optionalText(CHECKOUT_LIMITS.bankName),
    bankAccount: optionalText(CHECKOUT_LIMITS.bankAccount),
    invoiceEmail: requiredEmail(CHECKOUT_LIMITS.invoiceEmail),
  }),
);

/** Step 2 of the checkout form; `country` comes from step 1. */
export function invoiceSchemaFor(country: string) {
  return invoiceFieldsSchema.unwrap().superRefine((value, ctx) =>
    checkEnterpriseInvoice({ ...value, country }, ctx, {
      taxNumber: 'taxNumber',
      registeredAddress: 'registeredAddress',
      registeredPhone: 'registeredPhone',
    }),
  );
}
export type InvoiceInfo = z.input<ReturnType<typeof invoiceSchemaFor>>;

export const checkoutConfirmationSchema = z.lazy(() =>
  z.object({
    verifyCode: z
      .string({ error: 'validation.verifyCodeRequired' })
      .trim()
      .min(1, 'validation.verifyCodeRequired')
      .max(CHECKOUT_LIMITS.verifyCode, 'validation.tooLong'),
    privacyAccepted: z.literal(true, { error: 'validation.privacyRequired' }),
  }),
);

/**
 * SPEC §5: with an empty invoice name, an enterprise invoice without tax
 * number, or an empty invoice e-mail, the incomplete-invoice toast shows and
 * nothing is sent.
 */
export function isInvoiceIncomplete(
  invoice: Pick<InvoiceInfo, 'invoiceType' | 'invoiceName' | 'taxNumber' | 'invoiceEmail'>,
): boolean {
  return (
    !invoice.invoiceName?.trim() ||
    (invoice.invoiceType === INVOICE_TYPE.enterprise && !invoice.taxNumber?.trim()) ||
    !invoice.invoiceEmail?.trim()
  );
}

// ── Order payload (POST /order/accessories/add) ─────────────────────────────

/** The order's names of the fields an enterprise invoice needs (its registered phone is optional). */
const ORDER_ENTERPRISE_FIELDS = { taxNumber: 'taxNo', registeredAddress: 'registerAddress' };

export const orderInfoSchema = z.lazy(() =>
  z
    .object({
      contract: requiredText(CHECKOUT_LIMITS.contactName),
      tell: requiredText(CHECKOUT_LIMITS.contactPhone),
      email: requiredEmail(CHECKOUT_LIMITS.contactEmail),
      address: requiredText(CHECKOUT_LIMITS.contactAddress),
      remark: optionalText(CHECKOUT_LIMITS.remark, { multiline: true }),
      country: requiredText(CHECKOUT_LIMITS.country),
      city: requiredText(CHECKOUT_LIMITS.city),
      invoiceType: invoiceType(),
      invoiceName: requiredText(CHECKOUT_LIMITS.invoiceName),
      invoiceAddress: optionalText(CHECKOUT_LIMITS.registeredAddress),
      invoiceEmail: requiredEmail(CHECKOUT_LIMITS.invoiceEmail),
      taxNo: optionalText(CHECKOUT_LIMITS.taxNumber),
      bankName: optionalText(CHECKOUT_LIMITS.bankName),
      bankNo: optionalText(CHECKOUT_LIMITS.bankAccount),
      registerAddress: optionalText(CHECKOUT_LIMITS.registeredAddress),
      /**
       * Required by the form for an enterprise invoice, but optional here: SPEC
       * has it collected and not sent, so the portal sends it as an extra.
       */
      registerPhone: optionalText(CHECKOUT_LIMITS.registeredPhone),
    })
    .superRefine((value, ctx) =>
      checkEnterpriseInvoice(
        {
          invoiceType: value.invoiceType,
          taxNumber: value.taxNo,
          registeredAddress: value.registerAddress,
          registeredPhone: value.registerPhone,
          country: value.country,
        },
        ctx,
        ORDER_ENTERPRISE_FIELDS,
      ),
    )
    .meta(enterpriseInvoiceDocument(ORDER_ENTERPRISE_FIELDS)),
);

export const orderLineSchema = z.lazy(() =>
  z.object({
    skuId: z.coerce
      .number({ error: 'validation.required' })
      .int('validation.invalidValue')
      .positive('validation.invalidValue'),
    bom: requiredText(CHECKOUT_LIMITS.bom),
    productName: requiredText(CHECKOUT_LIMITS.productName),
    num: z.coerce
      .number({ error: 'validation.quantity' })
      .int('validation.quantity')
      .min(1, 'validation.quantity')
      .max(MAX_LINE_QUANTITY, 'validation.quantity'),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

export const createAccessoriesOrderRequestSchema = z.lazy(() =>
  z.object({
    OrderInfo: orderInfoSchema,
    detail: z
      .array(orderLineSchema)
      .min(1, 'validation.emptyCart')
      .max(MAX_ORDER_LINES, 'validation.tooLong'),
    code: z
      .string({ error: 'validation.verifyCodeRequired' })
      .trim()
      .min(1, 'validation.verifyCodeRequired')
      .max(CHECKOUT_LIMITS.verifyCode, 'validation.tooLong'),
    language: z.string().max(10, 'validation.tooLong').optional(),
  }),
);
export type CreateAccessoriesOrderRequest = z.input<typeof createAccessoriesOrderRequestSchema>;
export type CreateAccessoriesOrderPayload = z.output<typeof createAccessoriesOrderRequestSchema>;

export const createAccessoriesOrderDataSchema = z.lazy(() =>
  z.object({
    orderId: z.number().int(),
    /** The portal's own: the key of the order's private page (see CUSTOMER_PATHS). */
    accessToken: z.string(),
  }),
);

/** Builds the upstream payload from the two checkout steps and the cart. */
export function buildAccessoriesOrderRequest(
  contact: z.output<typeof contactSchema>,
  invoice: z.output<ReturnType<typeof invoiceSchemaFor>>,
  lines: OrderLine[],
  code: string,
  language?: string,
): CreateAccessoriesOrderRequest {
  const enterprise = invoice.invoiceType === INVOICE_TYPE.enterprise;
  return {
    OrderInfo: {
      contract: contact.contactName,
      tell: contact.contactPhone,
      email: contact.contactEmail,
      address: contact.contactAddress,
      remark: contact.remark,
      country: contact.country,
      city: contact.city,
      invoiceType: invoice.invoiceType,
      invoiceName: invoice.invoiceName,
      invoiceAddress: enterprise ? invoice.registeredAddress : contact.contactAddress,
      invoiceEmail: invoice.invoiceEmail,
      taxNo: invoice.taxNumber,
      bankName: invoice.bankName,
      bankNo: invoice.bankAccount,
      registerAddress: invoice.registeredAddress,
      registerPhone: invoice.registeredPhone,
    },
    detail: lines,
    code: code.trim(),
    ...(language ? { language } : {}),
  };
}
