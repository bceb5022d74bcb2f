import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messagesAt, withValue, type Path } from './schema-test-helpers.ts';
import {
  CHECKOUT_LIMITS,
  CONTACT_REQUIRED_FIELDS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  buildAccessoriesOrderRequest,
  checkoutConfirmationSchema,
  contactSchema,
  createAccessoriesOrderRequestSchema,
  invoiceSchemaFor,
  isInvoiceIncomplete,
  isPoland,
  missingContactFields,
  orderLineSchema,
} from './checkout.ts';
import type { OrderLine } from './checkout.ts';

// ── Helpers ─────────────────────────────────────────────────────────────────

/** Every issue as `path: message`. */
function allIssues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function expectValid(schema: z.ZodType, value: unknown): void {
  expect(allIssues(schema, value)).toEqual([]);
}

const text = (n: number) => 'x'.repeat(n);
const digits = (n: number) => '1'.repeat(n);
/** A valid e-mail address of exactly `n` characters. */
function emailOfLength(n: number): string {
  const local = 'jan.kowalski';
  const email = `${local}@${'p'.repeat(n - local.length - '@'.length - '.pl'.length)}.pl`;
  if (email.length !== n) throw new Error(`cannot build an e-mail of ${n} characters`);
  return email;
}

interface LimitCase {
  path: Path;
  max: number;
  make?: (n: number) => string;
}

/** For every limit: n characters are accepted, n+1 refused with validation.tooLong at that field. */
function describeLimits(name: string, schema: z.ZodType, base: unknown, cases: LimitCase[]) {
  describe(`${name}: field limits`, () => {
    const rows = cases.map(
      ({ path, max, make = text }) => [path.join('.'), max, path, make] as const,
    );

    it.each(rows)('%s accepts %i characters', (_field, max, path, make) => {
      expect(make(max)).toHaveLength(max);
      expectValid(schema, withValue(base, path, make(max)));
    });

    it.each(rows)(
      '%s refuses %i + 1 characters with validation.tooLong',
      (_field, max, path, make) => {
        expect(make(max + 1)).toHaveLength(max + 1);
        expect(messagesAt(schema, withValue(base, path, make(max + 1)), path)).toContain(
          'validation.tooLong',
        );
      },
    );
  });
}

/** Blank, whitespace-only and absent values are refused with `message` at that field. */
function describeRequired(
  name: string,
  schema: z.ZodType,
  base: unknown,
  paths: Path[],
  message = 'validation.required',
) {
  describe(`${name}: required fields`, () => {
    const rows = paths.flatMap((path) =>
      ['', '   ', undefined].map(
        (value) => [path.join('.'), JSON.stringify(value) ?? 'absent', path, value] as const,
      ),
    );
    it.each(rows)(`%s = %s gives ${message}`, (_field, _shown, path, value) => {
      expect(messagesAt(schema, withValue(base, path, value), path)).toEqual([message]);
    });
  });
}

// ── Valid examples ──────────────────────────────────────────────────────────

const VALID_NIP = '5260250274';
const INVALID_NIP = '5260250275';

const contact = {
  contactName: 'Anna Nowak',
  contactPhone: '+48 600 700 800',
  contactEmail: 'anna@example.com',
  country: 'Poland',
  city: 'Warszawa',
  contactAddress: 'ul. Prosta 1',
  remark: 'Please call first',
};

const personalInvoice = {
  invoiceType: '1',
  invoiceName: 'Anna Nowak',
  taxNumber: '',
  registeredAddress: '',
  registeredPhone: '',
  bankName: '',
  bankAccount: '',
  invoiceEmail: 'faktury@example.com',
} as const;

const enterpriseInvoice = {
  invoiceType: '2',
  invoiceName: 'Nowak Serwis sp. z o.o.',
  taxNumber: VALID_NIP,
  registeredAddress: 'ul. Długa 5, 00-950 Warszawa',
  registeredPhone: '+48 22 123 45 67',
  bankName: 'Bank Polski',
  bankAccount: 'PL61109010140000071219812874',
  invoiceEmail: 'faktury@nowak.pl',
} as const;

const lines: OrderLine[] = [
  { skuId: 101, bom: 'BOM-101', productName: 'Battery', num: 2 },
  { skuId: 102, bom: 'BOM-102', productName: 'Charger', num: 1 },
];

const order = {
  OrderInfo: {
    contract: 'Anna Nowak',
    tell: '+48 600 700 800',
    email: 'anna@example.com',
    address: 'ul. Prosta 1',
    remark: '',
    country: 'Germany',
    city: 'Berlin',
    invoiceType: '2',
    invoiceName: 'Nowak GmbH',
    invoiceAddress: 'Hauptstraße 1',
    invoiceEmail: 'rechnung@nowak.de',
    taxNo: 'DE123456789',
    bankName: 'Deutsche Bank',
    bankNo: 'DE89370400440532013000',
    registerAddress: 'Hauptstraße 1, Berlin',
    registerPhone: '+49 30 123456',
  },
  detail: lines,
  code: 'a7Kq',
  language: 'en-US',
};

// ── Step 1: contact ──────────────────────────────────────────────────────────

describe('CHECKOUT_LIMITS match SPEC §5', () => {
  it('has the maximum lengths of the cart order', () => {
    expect(CHECKOUT_LIMITS).toMatchObject({
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
    });
  });
});

describe('contactSchema', () => {
  it('accepts complete contact data', () => {
    expectValid(contactSchema, contact);
  });

  it('treats the remark as optional', () => {
    expect(contactSchema.parse(withValue(contact, ['remark'], undefined)).remark).toBe('');
  });

  it('trims the values it keeps', () => {
    expect(
      contactSchema.parse({ ...contact, contactName: '  Anna Nowak ', city: ' Kraków ' }),
    ).toMatchObject({
      contactName: 'Anna Nowak',
      city: 'Kraków',
    });
  });

  it.each(['anna@example.com', 'anna.nowak+zamowienia@poczta.onet.pl'])(
    'accepts the e-mail %s',
    (contactEmail) => {
      expectValid(contactSchema, { ...contact, contactEmail });
    },
  );

  it.each(['anna', 'anna@', 'anna@example', '@example.com', 'anna nowak@example.com'])(
    'refuses the e-mail %j with validation.invalidEmail',
    (contactEmail) => {
      expect(messagesAt(contactSchema, { ...contact, contactEmail }, ['contactEmail'])).toEqual([
        'validation.invalidEmail',
      ]);
    },
  );
});

describeLimits('contact', contactSchema, contact, [
  { path: ['contactName'], max: 70 },
  { path: ['contactPhone'], max: 25, make: digits },
  { path: ['contactEmail'], max: 80, make: emailOfLength },
  { path: ['country'], max: 64 },
  { path: ['city'], max: 80 },
  { path: ['contactAddress'], max: 250 },
  { path: ['remark'], max: 250 },
]);

describeRequired(
  'contact',
  contactSchema,
  contact,
  CONTACT_REQUIRED_FIELDS.map((field) => [field]),
);

describe('missingContactFields', () => {
  it('lists the six required fields, in form order, when nothing is filled', () => {
    expect(missingContactFields({})).toEqual([
      'contactName',
      'contactPhone',
      'contactEmail',
      'country',
      'city',
      'contactAddress',
    ]);
  });

  it('is empty for complete contact data, whatever the remark', () => {
    const withoutRemark: Partial<typeof contact> = { ...contact, remark: '' };
    expect(missingContactFields(contact)).toEqual([]);
    expect(missingContactFields(withoutRemark)).toEqual([]);
  });

  it('counts whitespace-only values as missing', () => {
    expect(missingContactFields({ ...contact, city: '   ', contactPhone: '\t' })).toEqual([
      'contactPhone',
      'city',
    ]);
  });

  it.each(CONTACT_REQUIRED_FIELDS.map((field) => [field]))(
    'reports %s when only it is blank',
    (field) => {
      expect(missingContactFields({ ...contact, [field]: '' })).toEqual([field]);
    },
  );
});

// ── Step 2: invoice ──────────────────────────────────────────────────────────

describe('isPoland', () => {
  it.each([
    'Poland',
    'poland',
    'POLAND',
    'Polska',
    'polska',
    'POLSKA',
    'PL',
    'pl',
    'Pl',
    '  Polska  ',
    'POL',
    'Polen',
    '波兰',
  ])('%j means Poland', (country) => {
    expect(isPoland(country)).toBe(true);
  });

  it.each(['Germany', 'Deutschland', 'DE', 'Polynesia', 'Poland ABC', 'P L', 'POL X', ''])(
    '%j does not mean Poland',
    (country) => {
      expect(isPoland(country)).toBe(false);
    },
  );
});

describe('invoiceSchemaFor: valid invoices', () => {
  it('accepts a personal invoice with name and e-mail only', () => {
    expectValid(invoiceSchemaFor('Poland'), {
      invoiceType: '1',
      invoiceName: 'Anna Nowak',
      invoiceEmail: 'anna@example.com',
    });
  });

  it('defaults the invoice type to personal', () => {
    const parsed = invoiceSchemaFor('Poland').parse(
      withValue(personalInvoice, ['invoiceType'], undefined),
    );
    expect(parsed.invoiceType).toBe('1');
  });

  it('accepts a complete enterprise invoice', () => {
    expectValid(invoiceSchemaFor('Poland'), enterpriseInvoice);
  });

  it('treats bank name and bank account as optional, also for an enterprise', () => {
    expectValid(invoiceSchemaFor('Poland'), {
      ...enterpriseInvoice,
      bankName: '',
      bankAccount: '',
    });
  });

  it('refuses an unknown invoice type with validation.required', () => {
    expect(
      messagesAt(invoiceSchemaFor('Poland'), { ...personalInvoice, invoiceType: '3' }, [
        'invoiceType',
      ]),
    ).toEqual(['validation.required']);
  });
});

describe('invoiceSchemaFor: both invoice types need a name and a valid e-mail', () => {
  const rows = [
    ['personal', personalInvoice],
    ['enterprise', enterpriseInvoice],
  ] as const;

  it.each(rows)('%s: blank name gives validation.required', (_type, invoice) => {
    expect(
      messagesAt(invoiceSchemaFor('Poland'), { ...invoice, invoiceName: ' ' }, ['invoiceName']),
    ).toEqual(['validation.required']);
  });

  it.each(rows)('%s: blank e-mail gives validation.required', (_type, invoice) => {
    expect(
      messagesAt(invoiceSchemaFor('Poland'), { ...invoice, invoiceEmail: '' }, ['invoiceEmail']),
    ).toEqual(['validation.required']);
  });

  it.each(rows)('%s: invalid e-mail gives validation.invalidEmail', (_type, invoice) => {
    expect(
      messagesAt(invoiceSchemaFor('Poland'), { ...invoice, invoiceEmail: 'faktury@' }, [
        'invoiceEmail',
      ]),
    ).toEqual(['validation.invalidEmail']);
  });
});

describe('invoiceSchemaFor: an enterprise also needs tax number, registered address and registered phone', () => {
  it.each([['taxNumber'], ['registeredAddress'], ['registeredPhone']])(
    'blank %s gives validation.required',
    (field) => {
      for (const value of ['', '   ', undefined]) {
        expect(
          messagesAt(invoiceSchemaFor('Germany'), withValue(enterpriseInvoice, [field], value), [
            field,
          ]),
        ).toEqual(['validation.required']);
      }
    },
  );

  it('reports all three when all are blank', () => {
    expect(
      allIssues(invoiceSchemaFor('Germany'), {
        ...enterpriseInvoice,
        taxNumber: '',
        registeredAddress: '',
        registeredPhone: '',
      }),
    ).toEqual([
      'taxNumber: validation.required',
      'registeredAddress: validation.required',
      'registeredPhone: validation.required',
    ]);
  });

  it('does not ask a personal invoice for them', () => {
    expectValid(invoiceSchemaFor('Poland'), {
      ...personalInvoice,
      taxNumber: '',
      registeredAddress: '',
      registeredPhone: '',
    });
  });
});

describe('invoiceSchemaFor: the tax number of a Polish enterprise must pass the NIP checksum', () => {
  const polish = ['Poland', 'poland', 'POLAND', 'Polska', 'polska', 'PL', 'pl', ' Polska '];

  it.each(polish)('country %j: the valid NIP 5260250274 is accepted', (country) => {
    expectValid(invoiceSchemaFor(country), enterpriseInvoice);
  });

  it.each(polish)('country %j: 5260250275 is refused with validation.invalidNip', (country) => {
    expect(
      messagesAt(invoiceSchemaFor(country), { ...enterpriseInvoice, taxNumber: INVALID_NIP }, [
        'taxNumber',
      ]),
    ).toEqual(['validation.invalidNip']);
  });

  it.each(['526-025-02-74', '526 025 02 74', 'PL5260250274', 'pl 526-025-02-74'])(
    'accepts the valid NIP written as %j',
    (taxNumber) => {
      expectValid(invoiceSchemaFor('Polska'), { ...enterpriseInvoice, taxNumber });
    },
  );

  it.each(['526025027', '52602502740', 'abcdefghij', 'DE123456789'])(
    'refuses %j for Poland',
    (taxNumber) => {
      expect(
        messagesAt(invoiceSchemaFor('PL'), { ...enterpriseInvoice, taxNumber }, ['taxNumber']),
      ).toEqual(['validation.invalidNip']);
    },
  );
});

describe('invoiceSchemaFor: another EU country needs its VAT number format', () => {
  it.each([
    ['Germany', 'DE123456789'],
    ['Niemcy', 'DE 123 456 789'],
    ['Deutschland', 'de123456789'],
    ['DE', 'DE123456789'],
    ['France', 'FR12345678901'],
    ['Francja', 'FRAB123456789'],
    ['Czech Republic', 'CZ12345678'],
    ['Czechy', 'CZ-1234567890'],
    ['Austria', 'ATU12345678'],
    ['Netherlands', 'NL123456789B01'],
    ['Hiszpania', 'ESA12345678'],
    ['Greece', 'EL123456789'],
    ['Grecja', 'GR123456789'],
  ])('country %j accepts %j', (country, taxNumber) => {
    expectValid(invoiceSchemaFor(country), { ...enterpriseInvoice, taxNumber });
  });

  it.each([
    ['Germany', VALID_NIP, 'DE'],
    ['Germany', '123456789', 'DE'],
    ['Germany', 'DE12345678', 'DE'],
    ['Germany', 'DE012345678', 'DE'],
    ['Niemcy', 'FR12345678901', 'DE'],
    ['France', 'FR123456789', 'FR'],
    ['Austria', 'AT12345678', 'AT'],
    ['Greece', 'EL12345678', 'EL'],
  ])('country %j refuses %j with validation.invalidVatNumber and the prefix %j', (...args) => {
    const [country, taxNumber, prefix] = args;
    const result = invoiceSchemaFor(country).safeParse({ ...enterpriseInvoice, taxNumber });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: 'validation.invalidVatNumber',
        path: ['taxNumber'],
        params: { prefix },
      }),
    ]);
  });
});

describe('invoiceSchemaFor: outside the EU the tax number is taken as given', () => {
  it.each(['United States', 'Ukraine', 'Norway', 'United Kingdom', 'Chiny', ''])(
    'country %j accepts any non-blank tax number',
    (country) => {
      for (const taxNumber of [INVALID_NIP, 'DE123456789', 'CZ 1234', 'x', 'EIN 12-3456789']) {
        expectValid(invoiceSchemaFor(country), { ...enterpriseInvoice, taxNumber });
      }
    },
  );

  it('still refuses a blank or too long tax number', () => {
    const schema = invoiceSchemaFor('Norway');
    expect(messagesAt(schema, { ...enterpriseInvoice, taxNumber: ' ' }, ['taxNumber'])).toEqual([
      'validation.required',
    ]);
    expect(
      messagesAt(schema, { ...enterpriseInvoice, taxNumber: '1'.repeat(61) }, ['taxNumber']),
    ).toEqual(['validation.tooLong']);
  });
});

// Outside the EU, so the tax number is taken as given and only its length counts.
describeLimits('invoice', invoiceSchemaFor('United States'), enterpriseInvoice, [
  { path: ['invoiceName'], max: 250 },
  { path: ['taxNumber'], max: 60 },
  { path: ['registeredAddress'], max: 250 },
  { path: ['registeredPhone'], max: 25, make: digits },
  { path: ['bankName'], max: 150 },
  { path: ['bankAccount'], max: 50, make: digits },
  { path: ['invoiceEmail'], max: CHECKOUT_LIMITS.invoiceEmail, make: emailOfLength },
]);

describe('isInvoiceIncomplete (SPEC §5)', () => {
  it.each([
    ['complete personal invoice', personalInvoice, false],
    ['complete enterprise invoice', enterpriseInvoice, false],
    ['personal without tax number', { ...personalInvoice, taxNumber: '' }, false],
    ['personal without name', { ...personalInvoice, invoiceName: '' }, true],
    ['personal with a blank name', { ...personalInvoice, invoiceName: '   ' }, true],
    ['personal without e-mail', { ...personalInvoice, invoiceEmail: '' }, true],
    ['enterprise without name', { ...enterpriseInvoice, invoiceName: '' }, true],
    ['enterprise without tax number', { ...enterpriseInvoice, taxNumber: '' }, true],
    ['enterprise with a blank tax number', { ...enterpriseInvoice, taxNumber: ' ' }, true],
    ['enterprise without e-mail', { ...enterpriseInvoice, invoiceEmail: '' }, true],
    ['nothing filled', { invoiceName: '', invoiceEmail: '' }, true],
  ])('%s → %s', (_case, invoice, incomplete) => {
    expect(isInvoiceIncomplete(invoice)).toBe(incomplete);
  });
});

describe('checkoutConfirmationSchema', () => {
  it('accepts a code with the privacy agreement accepted, and trims the code', () => {
    expect(
      checkoutConfirmationSchema.parse({ verifyCode: ' a7Kq ', privacyAccepted: true }),
    ).toEqual({
      verifyCode: 'a7Kq',
      privacyAccepted: true,
    });
  });

  it.each([[''], ['   '], [undefined]])(
    'refuses the code %j with validation.verifyCodeRequired',
    (verifyCode) => {
      expect(
        messagesAt(checkoutConfirmationSchema, { verifyCode, privacyAccepted: true }, [
          'verifyCode',
        ]),
      ).toEqual(['validation.verifyCodeRequired']);
    },
  );

  it('accepts a code of 10 characters and refuses 11 with validation.tooLong', () => {
    expectValid(checkoutConfirmationSchema, { verifyCode: text(10), privacyAccepted: true });
    expect(
      messagesAt(checkoutConfirmationSchema, { verifyCode: text(11), privacyAccepted: true }, [
        'verifyCode',
      ]),
    ).toEqual(['validation.tooLong']);
  });

  it.each([[false], [undefined], ['true'], [1]])(
    'refuses privacyAccepted %j with validation.privacyRequired',
    (privacyAccepted) => {
      expect(
        messagesAt(checkoutConfirmationSchema, { verifyCode: 'a7Kq', privacyAccepted }, [
          'privacyAccepted',
        ]),
      ).toEqual(['validation.privacyRequired']);
    },
  );
});

// ── Order payload ─────────────────────────────────────────────────────────────

describe('createAccessoriesOrderRequestSchema', () => {
  it('accepts a complete order', () => {
    expectValid(createAccessoriesOrderRequestSchema, order);
  });

  it('accepts a personal order without tax number and registered data', () => {
    expectValid(
      createAccessoriesOrderRequestSchema,
      withValue(
        withValue(
          withValue(
            withValue(order, ['OrderInfo', 'invoiceType'], '1'),
            ['OrderInfo', 'taxNo'],
            '',
          ),
          ['OrderInfo', 'registerAddress'],
          '',
        ),
        ['OrderInfo', 'registerPhone'],
        undefined,
      ),
    );
  });

  it('accepts an enterprise order without the registered phone, which SPEC does not send', () => {
    expectValid(
      createAccessoriesOrderRequestSchema,
      withValue(order, ['OrderInfo', 'registerPhone'], undefined),
    );
    expectValid(
      createAccessoriesOrderRequestSchema,
      withValue(order, ['OrderInfo', 'registerPhone'], ''),
    );
  });

  it.each([['taxNo'], ['registerAddress']])(
    'an enterprise order without %s gives validation.required there',
    (field) => {
      const path = ['OrderInfo', field];
      expect(
        messagesAt(createAccessoriesOrderRequestSchema, withValue(order, path, ''), path),
      ).toEqual(['validation.required']);
    },
  );

  it('checks the NIP of a Polish enterprise order', () => {
    const polish = withValue(order, ['OrderInfo', 'country'], 'Polska');
    const path = ['OrderInfo', 'taxNo'];
    expect(
      messagesAt(createAccessoriesOrderRequestSchema, withValue(polish, path, INVALID_NIP), path),
    ).toEqual(['validation.invalidNip']);
    expectValid(createAccessoriesOrderRequestSchema, withValue(polish, path, VALID_NIP));
  });

  it('checks the VAT number format of an enterprise order from another EU country', () => {
    const path = ['OrderInfo', 'taxNo'];
    expectValid(createAccessoriesOrderRequestSchema, order);
    expect(
      messagesAt(createAccessoriesOrderRequestSchema, withValue(order, path, VALID_NIP), path),
    ).toEqual(['validation.invalidVatNumber']);
  });

  it('takes the tax number of an enterprise order from outside the EU as given', () => {
    const outside = withValue(order, ['OrderInfo', 'country'], 'Switzerland');
    const path = ['OrderInfo', 'taxNo'];
    expectValid(createAccessoriesOrderRequestSchema, withValue(outside, path, 'CHE-123.456.788'));
  });

  it.each([
    [['OrderInfo', 'email'], 'anna@', 'validation.invalidEmail'],
    [['OrderInfo', 'invoiceEmail'], 'x', 'validation.invalidEmail'],
    [['OrderInfo', 'invoiceType'], '3', 'validation.required'],
    [['OrderInfo', 'invoiceType'], undefined, 'validation.required'],
    [['code'], '', 'validation.verifyCodeRequired'],
    [['code'], undefined, 'validation.verifyCodeRequired'],
  ] as const)('refuses %j = %j with %s', (path, value, message) => {
    expect(
      messagesAt(createAccessoriesOrderRequestSchema, withValue(order, path, value), path),
    ).toEqual([message]);
  });

  it('refuses an order without lines with validation.emptyCart', () => {
    expect(
      messagesAt(createAccessoriesOrderRequestSchema, { ...order, detail: [] }, ['detail']),
    ).toEqual(['validation.emptyCart']);
  });

  it(`accepts ${MAX_ORDER_LINES} lines and refuses one more with validation.tooLong`, () => {
    const line = lines[0];
    expectValid(createAccessoriesOrderRequestSchema, {
      ...order,
      detail: Array(MAX_ORDER_LINES).fill(line),
    });
    expect(
      messagesAt(
        createAccessoriesOrderRequestSchema,
        { ...order, detail: Array(MAX_ORDER_LINES + 1).fill(line) },
        ['detail'],
      ),
    ).toEqual(['validation.tooLong']);
  });
});

// Outside the EU, so the tax number is taken as given and only its length counts.
const orderOutsideEu = withValue(order, ['OrderInfo', 'country'], 'United States');

describeLimits('order payload', createAccessoriesOrderRequestSchema, orderOutsideEu, [
  { path: ['OrderInfo', 'contract'], max: 70 },
  { path: ['OrderInfo', 'tell'], max: 25, make: digits },
  { path: ['OrderInfo', 'email'], max: 80, make: emailOfLength },
  { path: ['OrderInfo', 'address'], max: 250 },
  { path: ['OrderInfo', 'remark'], max: 250 },
  { path: ['OrderInfo', 'country'], max: 64 },
  { path: ['OrderInfo', 'city'], max: 80 },
  { path: ['OrderInfo', 'invoiceName'], max: 250 },
  { path: ['OrderInfo', 'invoiceAddress'], max: 250 },
  { path: ['OrderInfo', 'invoiceEmail'], max: CHECKOUT_LIMITS.invoiceEmail, make: emailOfLength },
  { path: ['OrderInfo', 'taxNo'], max: 60 },
  { path: ['OrderInfo', 'bankName'], max: 150 },
  { path: ['OrderInfo', 'bankNo'], max: 50, make: digits },
  { path: ['OrderInfo', 'registerAddress'], max: 250 },
  { path: ['OrderInfo', 'registerPhone'], max: 25, make: digits },
  { path: ['detail', 0, 'bom'], max: CHECKOUT_LIMITS.bom },
  { path: ['detail', 0, 'productName'], max: CHECKOUT_LIMITS.productName },
  { path: ['code'], max: CHECKOUT_LIMITS.verifyCode },
  { path: ['language'], max: 10 },
]);

describeRequired('order payload', createAccessoriesOrderRequestSchema, order, [
  ['OrderInfo', 'contract'],
  ['OrderInfo', 'tell'],
  ['OrderInfo', 'email'],
  ['OrderInfo', 'address'],
  ['OrderInfo', 'country'],
  ['OrderInfo', 'city'],
  ['OrderInfo', 'invoiceName'],
  ['OrderInfo', 'invoiceEmail'],
  ['detail', 0, 'bom'],
  ['detail', 0, 'productName'],
]);

describe('orderLineSchema', () => {
  const line = { skuId: 101, bom: 'BOM-101', productName: 'Battery', num: 2 };

  it('coerces numbers given as strings', () => {
    expect(orderLineSchema.parse({ ...line, skuId: '101', num: '3' })).toEqual({ ...line, num: 3 });
  });

  it.each([1, 2, MAX_LINE_QUANTITY])('accepts the quantity %i', (num) => {
    expectValid(orderLineSchema, { ...line, num });
  });

  it.each([[0], [-1], [1.5], [MAX_LINE_QUANTITY + 1], ['abc']])(
    'refuses the quantity %j with validation.quantity',
    (num) => {
      expect(messagesAt(orderLineSchema, { ...line, num }, ['num'])).toEqual([
        'validation.quantity',
      ]);
    },
  );

  it.each([[0], [-5], [1.5], ['x']])('refuses the skuId %j', (skuId) => {
    expect(orderLineSchema.safeParse({ ...line, skuId }).success).toBe(false);
  });
});

// ── Building the payload ────────────────────────────────────────────────────

describe('buildAccessoriesOrderRequest', () => {
  const parsedContact = contactSchema.parse(contact);
  const parsedEnterprise = invoiceSchemaFor(contact.country).parse(enterpriseInvoice);
  const parsedPersonal = invoiceSchemaFor(contact.country).parse(personalInvoice);

  it('maps contact and enterprise invoice to the upstream names', () => {
    const request = buildAccessoriesOrderRequest(
      parsedContact,
      parsedEnterprise,
      lines,
      ' a7Kq ',
      'pl-PL',
    );
    expect(request).toEqual({
      OrderInfo: {
        contract: 'Anna Nowak',
        tell: '+48 600 700 800',
        email: 'anna@example.com',
        address: 'ul. Prosta 1',
        remark: 'Please call first',
        country: 'Poland',
        city: 'Warszawa',
        invoiceType: '2',
        invoiceName: 'Nowak Serwis sp. z o.o.',
        invoiceAddress: 'ul. Długa 5, 00-950 Warszawa',
        invoiceEmail: 'faktury@nowak.pl',
        taxNo: VALID_NIP,
        bankName: 'Bank Polski',
        bankNo: 'PL61109010140000071219812874',
        registerAddress: 'ul. Długa 5, 00-950 Warszawa',
        registerPhone: '+48 22 123 45 67',
      },
      detail: [
        { skuId: 101, bom: 'BOM-101', productName: 'Battery', num: 2 },
        { skuId: 102, bom: 'BOM-102', productName: 'Charger', num: 1 },
      ],
      code: 'a7Kq',
      language: 'pl-PL',
    });
  });

  it('sends the registered phone so that it is not lost', () => {
    const request = buildAccessoriesOrderRequest(parsedContact, parsedEnterprise, lines, 'a7Kq');
    expect(request.OrderInfo.registerPhone).toBe('+48 22 123 45 67');
  });

  it('uses the contact address as invoice address of a personal invoice', () => {
    const request = buildAccessoriesOrderRequest(parsedContact, parsedPersonal, lines, 'a7Kq');
    expect(request.OrderInfo).toMatchObject({
      invoiceType: '1',
      invoiceName: 'Anna Nowak',
      invoiceAddress: 'ul. Prosta 1',
      invoiceEmail: 'faktury@example.com',
      taxNo: '',
    });
  });

  it('leaves the language out when none is given', () => {
    expect(
      buildAccessoriesOrderRequest(parsedContact, parsedPersonal, lines, 'a7Kq'),
    ).not.toHaveProperty('language');
  });

  it('builds payloads that the order schema accepts', () => {
    expectValid(
      createAccessoriesOrderRequestSchema,
      buildAccessoriesOrderRequest(parsedContact, parsedEnterprise, lines, 'a7Kq', 'pl-PL'),
    );
    expectValid(
      createAccessoriesOrderRequestSchema,
      buildAccessoriesOrderRequest(parsedContact, parsedPersonal, lines, 'a7Kq'),
    );
  });
});
