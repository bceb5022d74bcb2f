import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appointment,
  basic,
  customer,
  device,
  messagesAt,
  withValue,
  wizardValues,
  type Path,
} from './schema-test-helpers.ts';
import {
  REPAIR_LIMITS,
  accessoryValue,
  appointmentSchema,
  basicInfoSchema,
  buildRepairOrderRequest,
  cancelShipmentRequestSchema,
  composeClientAddress,
  createRepairOrderRequestSchema,
  customerInfoSchema,
  deviceInfoSchema,
  fixedRepairValues,
  formatRmaNumber,
  formatTrackingNumber,
  labelRequestSchema,
  parseAccessoryValue,
  parsePickupWindow,
  pickupWindowValue,
  reservePickupRequestSchema,
  wizardPanelSchemas,
  PORTAL_ADDRESS_PLACEHOLDER,
  PORTAL_OPERATOR_TAG,
  RMA_NUMBER_PATTERN,
} from './repair-order.ts';

// ── Helpers ─────────────────────────────────────────────────────────────────

function expectValid(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

const text = (n: number) => 'x'.repeat(n);
const digits = (n: number) => '1'.repeat(n);
/** A valid e-mail address of exactly `n` characters. */
function emailOfLength(n: number): string {
  const local = 'jan.kowalski';
  const domainLabel = 'p'.repeat(n - local.length - '@'.length - '.pl'.length);
  const email = `${local}@${domainLabel}.pl`;
  if (email.length !== n) throw new Error(`cannot build an e-mail of ${n} characters`);
  return email;
}

interface LimitCase {
  path: Path;
  max: number;
  make: (n: number) => string;
}

/** For every limit: n characters are accepted, n+1 refused with validation.tooLong at that field. */
function describeLimits(name: string, schema: z.ZodType, base: unknown, cases: LimitCase[]) {
  describe(`${name}: field limits`, () => {
    it.each(cases.map((c) => [c.path.join('.'), c] as const))(
      '%s accepts its limit',
      (_field, { path, max, make }) => {
        expect(make(max)).toHaveLength(max);
        expectValid(schema, withValue(base, path, make(max)));
      },
    );

    it.each(cases.map((c) => [c.path.join('.'), c] as const))(
      '%s refuses one character more with validation.tooLong',
      (_field, { path, max, make }) => {
        expect(make(max + 1)).toHaveLength(max + 1);
        expect(messagesAt(schema, withValue(base, path, make(max + 1)), path)).toContain(
          'validation.tooLong',
        );
      },
    );
  });
}

/** Blank, whitespace-only and absent values of a required text are refused with validation.required. */
function describeRequired(name: string, schema: z.ZodType, base: unknown, paths: Path[]) {
  describe(`${name}: required fields`, () => {
    const rows = paths.flatMap((path) =>
      ['', '   ', undefined].map(
        (value) => [path.join('.'), JSON.stringify(value) ?? 'absent', path, value] as const,
      ),
    );
    it.each(rows)('%s = %s gives validation.required', (_field, _shown, path, value) => {
      expect(messagesAt(schema, withValue(base, path, value), path)).toEqual([
        'validation.required',
      ]);
    });
  });
}

// ── Valid examples ──────────────────────────────────────────────────────────

const repairRequest = {
  repairInfo: {
    clientName: 'Jan Kowalski',
    clientTell: '600700800',
    clientEmail: 'jan@example.com',
    clientCity: 'Warszawa',
    clientStreet: 'Marszałkowska',
    clientHouseNumber: '12',
    clientPostalCode: '00950',
    userId: 1,
    sourceChannelId: 4,
    sourceChannelName: 'Partner shop',
    productId: 7,
    warrantyStatus: '2',
    applySn: '490154203237518',
    applyAppearanceId: 2,
    applyAppearance: 'Scratch',
    faultDescribe: 'The screen flickers',
    remark: 'Always',
    clientAddress: '12 Marszałkowska, Warszawa',
    address: '-',
    operator: 'portal',
  },
  accessoriesList: [{ accessoriesId: 11, accessoriesName: 'Charger' }],
  pickupDate: '2021-03-01',
  isCreateShip: true,
  orderType: 1,
  language: 'pl-PL',
};

// ── Wizard panels ────────────────────────────────────────────────────────────

describe('wizard panels accept valid values', () => {
  it.each([
    ['basic', basicInfoSchema, basic],
    ['device', deviceInfoSchema, device],
    ['customer', customerInfoSchema, customer],
    ['appointment', appointmentSchema, appointment],
  ] as const)('%s', (_name, schema, value) => {
    expectValid(schema, value);
  });

  it('keeps one schema per panel, in wizard order', () => {
    expect(Object.keys(wizardPanelSchemas)).toEqual(['basic', 'device', 'customer', 'appointment']);
  });
});

describe('REPAIR_LIMITS match SPEC §5', () => {
  it('has the wizard limits', () => {
    expect(REPAIR_LIMITS).toMatchObject({
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
    });
  });
});

describeLimits('basic information', basicInfoSchema, basic, [
  { path: ['channelId', 'name'], max: REPAIR_LIMITS.label, make: text },
]);

describeLimits('device information', deviceInfoSchema, device, [
  { path: ['imei'], max: 64, make: digits },
  { path: ['description'], max: 3000, make: text },
  { path: ['frequency'], max: 3000, make: text },
  { path: ['exterior', 'name'], max: REPAIR_LIMITS.label, make: text },
]);

describeLimits('customer information', customerInfoSchema, customer, [
  { path: ['name'], max: 50, make: text },
  { path: ['phone'], max: 15, make: digits },
  { path: ['email'], max: 40, make: emailOfLength },
  { path: ['city'], max: 60, make: text },
  { path: ['street'], max: 60, make: text },
  { path: ['houseNumber'], max: 10, make: text },
]);

describeRequired('device information', deviceInfoSchema, device, [
  ['description'],
  ['frequency'],
  ['exterior', 'name'],
]);
describeRequired('customer information', customerInfoSchema, customer, [
  ['name'],
  ['phone'],
  ['email'],
  ['city'],
  ['street'],
  ['houseNumber'],
  ['postal'],
]);

describe('basic information rules', () => {
  it.each([['channelId'], ['userId'], ['productId'], ['warranty']])(
    '%s absent gives validation.required',
    (field) => {
      expect(messagesAt(basicInfoSchema, withValue(basic, [field], undefined), [field])).toEqual([
        'validation.required',
      ]);
    },
  );

  it.each([
    ['channelId', null],
    ['userId', ''],
    ['userId', 0],
    ['productId', null],
    ['warranty', ''],
  ])('%s = %j gives validation.required', (field, value) => {
    expect(messagesAt(basicInfoSchema, withValue(basic, [field], value), [field])).toEqual([
      'validation.required',
    ]);
  });

  it('coerces ids given as form strings', () => {
    expect(basicInfoSchema.parse({ ...basic, userId: '3', productId: '9' })).toMatchObject({
      userId: 3,
      productId: 9,
    });
  });

  it.each(['1', '2'])('accepts warranty status %s', (warranty) => {
    expectValid(basicInfoSchema, { ...basic, warranty });
  });

  it('refuses an unknown warranty status', () => {
    expect(messagesAt(basicInfoSchema, { ...basic, warranty: '3' }, ['warranty'])).toEqual([
      'validation.required',
    ]);
  });

  it('accepts consent "1"', () => {
    expectValid(basicInfoSchema, { ...basic, consent: '1' });
  });

  it.each([['0'], [''], [1], [true], [undefined], [null]])(
    'refuses consent %j with validation.consentRequired',
    (consent) => {
      expect(
        messagesAt(basicInfoSchema, withValue(basic, ['consent'], consent), ['consent']),
      ).toEqual(['validation.consentRequired']);
    },
  );
});

describe('device information rules', () => {
  it('treats the IMEI as optional', () => {
    expect(deviceInfoSchema.parse(withValue(device, ['imei'], undefined)).imei).toBe('');
    expect(deviceInfoSchema.parse({ ...device, imei: '   ' }).imei).toBe('');
  });

  it('defaults the accessories to none', () => {
    expect(
      deviceInfoSchema.parse(withValue(device, ['followAnnex'], undefined)).followAnnex,
    ).toEqual([]);
  });

  it.each([['Charger'], [',Charger'], ['x,Charger'], ['11,'], ['11']])(
    'refuses the accessory value %j (not `id,name`)',
    (value) => {
      expect(
        messagesAt(deviceInfoSchema, { ...device, followAnnex: [value] }, ['followAnnex', 0]),
      ).toEqual(['validation.invalidValue']);
    },
  );

  it('requires an exterior', () => {
    expect(
      messagesAt(deviceInfoSchema, withValue(device, ['exterior'], undefined), ['exterior']),
    ).toEqual(['validation.required']);
  });
});

describe('customer information rules', () => {
  it.each(['jan@example.com', 'jan.kowalski+serwis@poczta.onet.pl'])(
    'accepts the e-mail %s',
    (email) => {
      expectValid(customerInfoSchema, { ...customer, email });
    },
  );

  it.each(['jan', 'jan@example', 'jan@@example.com', 'jan kowalski@example.com', '@example.com'])(
    'refuses the e-mail %j with validation.invalidEmail',
    (email) => {
      expect(messagesAt(customerInfoSchema, { ...customer, email }, ['email'])).toEqual([
        'validation.invalidEmail',
      ]);
    },
  );

  it.each(['12345', '12-345', ' 00-950 '])('accepts the postal code %j', (postal) => {
    expectValid(customerInfoSchema, { ...customer, postal });
  });

  it.each(['1234', '123456', '12a45', '123-45', '12 345', '12-34', '1-2345', 'abcde'])(
    'refuses the postal code %j with validation.postalCode',
    (postal) => {
      expect(messagesAt(customerInfoSchema, { ...customer, postal }, ['postal'])).toEqual([
        'validation.postalCode',
      ]);
    },
  );

  it('refuses a postal code longer than NN-NNN with validation.tooLong', () => {
    expect(
      messagesAt(customerInfoSchema, { ...customer, postal: '12-3456' }, ['postal']),
    ).toContain('validation.tooLong');
  });

  it.each(['600700800', '+48600700800', '+48 600 700 800', '600-700-800', '22 123 45 67'])(
    'accepts the phone %j',
    (phone) => {
      expectValid(customerInfoSchema, { ...customer, phone });
    },
  );

  it.each([
    '600a700800',
    '++48600700800',
    '48+600700800',
    '(22) 1234567',
    '600.700.800',
    '+',
    '- -',
  ])('refuses the phone %j with validation.phone', (phone) => {
    expect(messagesAt(customerInfoSchema, { ...customer, phone }, ['phone'])).toEqual([
      'validation.phone',
    ]);
  });

  it('trims the values it keeps', () => {
    expect(
      customerInfoSchema.parse({ ...customer, name: '  Jan Kowalski  ', city: ' Kraków ' }),
    ).toMatchObject({
      name: 'Jan Kowalski',
      city: 'Kraków',
    });
  });
});

describe('appointment rules', () => {
  it.each(['10:00-13:00', '13:00-15:00'])('accepts the offered window %s', (pickupTime) => {
    expectValid(appointmentSchema, { ...appointment, pickupTime });
  });

  it.each([
    '10:00-12:00',
    '13:00-14:00',
    '10:00-15:00',
    '09:00-13:00',
    '15:00-13:00',
    '10:00 - 13:00',
    '1000-1300',
    '',
  ])('refuses the window %j with validation.invalidPickupWindow', (pickupTime) => {
    expect(messagesAt(appointmentSchema, { ...appointment, pickupTime }, ['pickupTime'])).toEqual([
      'validation.invalidPickupWindow',
    ]);
  });

  it.each([['pickupDate'], ['pickupTime'], ['waybill']])(
    '%s absent gives validation.required',
    (field) => {
      expect(
        messagesAt(appointmentSchema, withValue(appointment, [field], undefined), [field]),
      ).toEqual(['validation.required']);
    },
  );

  it.each(['2021-02-30', '01-03-2021', '2021-3-1', ''])(
    'refuses the pick-up date %j',
    (pickupDate) => {
      expect(messagesAt(appointmentSchema, { ...appointment, pickupDate }, ['pickupDate'])).toEqual(
        ['validation.invalidDate'],
      );
    },
  );

  it.each(['1', '2'])('accepts waybill %s', (waybill) => {
    expectValid(appointmentSchema, { ...appointment, waybill });
  });

  it.each(['0', '3', ''])('refuses waybill %j with validation.required', (waybill) => {
    expect(messagesAt(appointmentSchema, { ...appointment, waybill }, ['waybill'])).toEqual([
      'validation.required',
    ]);
  });
});

describe('pick-up window values', () => {
  it('writes a window as from-to', () => {
    expect(pickupWindowValue('10:00', '13:00')).toBe('10:00-13:00');
  });

  it('reads a window back', () => {
    expect(parsePickupWindow('13:00-15:00')).toEqual({ from: '13:00', to: '15:00' });
    expect(parsePickupWindow(pickupWindowValue('10:00', '13:00'))).toEqual({
      from: '10:00',
      to: '13:00',
    });
  });

  it.each(['', '10:00', '10:00-', '10-13', '10:00 - 13:00', '10:00-13:00-15:00'])(
    'reads %j as no window',
    (value) => {
      expect(parsePickupWindow(value)).toBeNull();
    },
  );
});

// ── Creation payload ─────────────────────────────────────────────────────────

describe('createRepairOrderRequestSchema', () => {
  it('accepts a complete payload', () => {
    expectValid(createRepairOrderRequestSchema, repairRequest);
  });

  it('defaults the accessories to none and isCreateShip to true', () => {
    const rest = withValue(
      withValue(repairRequest, ['accessoriesList'], undefined),
      ['isCreateShip'],
      undefined,
    );
    expect(createRepairOrderRequestSchema.parse(rest)).toMatchObject({
      accessoriesList: [],
      isCreateShip: true,
    });
  });

  it('refuses isCreateShip false', () => {
    expect(
      createRepairOrderRequestSchema.safeParse({ ...repairRequest, isCreateShip: false }).success,
    ).toBe(false);
  });

  it.each([
    [['orderType'], 2],
    [['repairInfo', 'orderType'], 2],
    [['repairInfo', 'afterSalesType'], 1],
  ] as const)('refuses %j other than the fixed value', (path, value) => {
    expect(
      createRepairOrderRequestSchema.safeParse(withValue(repairRequest, path, value)).success,
    ).toBe(false);
  });

  it('accepts the fixed values, also as form strings', () => {
    const parsed = createRepairOrderRequestSchema.parse(
      withValue(
        withValue(repairRequest, ['repairInfo', 'afterSalesType'], '3'),
        ['repairInfo', 'orderType'],
        '1',
      ),
    );
    expect(parsed.repairInfo).toMatchObject({ afterSalesType: 3, orderType: 1 });
  });

  it('treats applySn as optional (the server fills Cannot provide)', () => {
    expectValid(
      createRepairOrderRequestSchema,
      withValue(repairRequest, ['repairInfo', 'applySn'], undefined),
    );
  });

  it.each(['1', '2'])('accepts warranty status %s', (value) => {
    expectValid(
      createRepairOrderRequestSchema,
      withValue(repairRequest, ['repairInfo', 'warrantyStatus'], value),
    );
  });

  it.each([
    ['clientPostalCode', '1234', 'validation.postalCode'],
    ['clientPostalCode', '12a45', 'validation.postalCode'],
    ['clientTell', '600a700', 'validation.phone'],
    ['clientEmail', 'jan@', 'validation.invalidEmail'],
    ['userId', 0, 'validation.required'],
    ['sourceChannelId', '', 'validation.required'],
    ['applyAppearanceId', undefined, 'validation.required'],
    ['productId', 1.5, 'validation.invalidValue'],
    ['warrantyStatus', '3', 'validation.required'],
  ])('refuses repairInfo.%s = %j with %s', (field, value, message) => {
    const path = ['repairInfo', field];
    expect(
      messagesAt(createRepairOrderRequestSchema, withValue(repairRequest, path, value), path),
    ).toEqual([message]);
  });

  it.each(['2021-02-29', '', 'tomorrow'])('refuses the pick-up date %j', (pickupDate) => {
    expect(
      messagesAt(createRepairOrderRequestSchema, { ...repairRequest, pickupDate }, ['pickupDate']),
    ).toEqual(['validation.invalidDate']);
  });

  it('refuses more than 50 accessories', () => {
    const item = { accessoriesId: 1, accessoriesName: 'Charger' };
    expectValid(createRepairOrderRequestSchema, {
      ...repairRequest,
      accessoriesList: Array(50).fill(item),
    });
    expect(
      messagesAt(
        createRepairOrderRequestSchema,
        { ...repairRequest, accessoriesList: Array(51).fill(item) },
        ['accessoriesList'],
      ),
    ).toEqual(['validation.tooLong']);
  });
});

describeLimits('repair creation payload', createRepairOrderRequestSchema, repairRequest, [
  { path: ['repairInfo', 'clientName'], max: 50, make: text },
  { path: ['repairInfo', 'clientTell'], max: 15, make: digits },
  { path: ['repairInfo', 'clientEmail'], max: 40, make: emailOfLength },
  { path: ['repairInfo', 'clientCity'], max: 60, make: text },
  { path: ['repairInfo', 'clientStreet'], max: 60, make: text },
  { path: ['repairInfo', 'clientHouseNumber'], max: 10, make: text },
  { path: ['repairInfo', 'sourceChannelName'], max: REPAIR_LIMITS.label, make: text },
  { path: ['repairInfo', 'applySn'], max: 64, make: digits },
  { path: ['repairInfo', 'applyAppearance'], max: REPAIR_LIMITS.label, make: text },
  { path: ['repairInfo', 'faultDescribe'], max: 3000, make: text },
  { path: ['repairInfo', 'remark'], max: 3000, make: text },
  { path: ['repairInfo', 'clientAddress'], max: 200, make: text },
  { path: ['repairInfo', 'address'], max: 200, make: text },
  { path: ['repairInfo', 'operator'], max: 60, make: text },
  { path: ['accessoriesList', 0, 'accessoriesName'], max: REPAIR_LIMITS.label, make: text },
  { path: ['language'], max: 10, make: text },
]);

describe('repair creation payload: postal code length', () => {
  it('accepts NN-NNN (6 characters) and refuses 7 characters with validation.tooLong', () => {
    const path = ['repairInfo', 'clientPostalCode'];
    expectValid(createRepairOrderRequestSchema, withValue(repairRequest, path, '12-345'));
    expect(
      messagesAt(createRepairOrderRequestSchema, withValue(repairRequest, path, '12-3456'), path),
    ).toContain('validation.tooLong');
  });
});

describeRequired(
  'repair creation payload',
  createRepairOrderRequestSchema,
  repairRequest,
  [
    'clientName',
    'clientTell',
    'clientEmail',
    'clientCity',
    'clientStreet',
    'clientHouseNumber',
    'clientPostalCode',
    'sourceChannelName',
    'applyAppearance',
    'faultDescribe',
    'remark',
  ].map((field) => ['repairInfo', field]),
);

// ── Building the payload ────────────────────────────────────────────────────

describe('composeClientAddress', () => {
  it('puts house number, street and city together', () => {
    expect(composeClientAddress('12', 'Marszałkowska', 'Warszawa')).toBe(
      '12 Marszałkowska, Warszawa',
    );
  });

  it('trims each part', () => {
    expect(composeClientAddress(' 3/5 ', ' Długa ', ' Gdańsk ')).toBe('3/5 Długa, Gdańsk');
  });
});

describe('fixedRepairValues', () => {
  const address = {
    clientHouseNumber: '12',
    clientStreet: 'Marszałkowska',
    clientCity: 'Warszawa',
  };

  it('fixes afterSalesType 3 and orderType 1 and composes the address', () => {
    expect(fixedRepairValues({ ...address, applySn: '490154203237518' })).toEqual({
      afterSalesType: 3,
      orderType: 1,
      applySn: '490154203237518',
      clientAddress: '12 Marszałkowska, Warszawa',
    });
  });

  it.each(['', '   '])('sends Cannot provide for the empty IMEI %j', (applySn) => {
    expect(fixedRepairValues({ ...address, applySn }).applySn).toBe('Cannot provide');
  });

  it('trims a given IMEI', () => {
    expect(fixedRepairValues({ ...address, applySn: ' 490154203237518 ' }).applySn).toBe(
      '490154203237518',
    );
  });
});

describe('buildRepairOrderRequest', () => {
  const request = buildRepairOrderRequest(wizardValues, 'en-US');

  it('maps the wizard values to the upstream field names', () => {
    expect(request.repairInfo).toEqual({
      clientName: 'Jan Kowalski',
      clientTell: '+48 600 700 800',
      clientEmail: 'jan@example.com',
      clientCity: 'Warszawa',
      clientStreet: 'Marszałkowska',
      clientHouseNumber: '12',
      clientPostalCode: '00-950',
      userId: 1,
      sourceChannelId: 4,
      sourceChannelName: 'Partner shop',
      productId: 7,
      warrantyStatus: '1',
      applySn: '490154203237518',
      applyAppearanceId: 2,
      applyAppearance: 'Scratch',
      faultDescribe: 'The screen flickers',
      remark: 'Always',
      afterSalesType: 3,
      orderType: 1,
      clientAddress: '12 Marszałkowska, Warszawa',
      address: PORTAL_ADDRESS_PLACEHOLDER,
      operator: PORTAL_OPERATOR_TAG,
    });
  });

  it('sets the fixed values: afterSalesType 3, orderType 1, isCreateShip true', () => {
    expect(request.repairInfo.afterSalesType).toBe(3);
    expect(request.repairInfo.orderType).toBe(1);
    expect(request.orderType).toBe(1);
    expect(request.isCreateShip).toBe(true);
  });

  it('sends Cannot provide when the IMEI is empty', () => {
    expect(buildRepairOrderRequest({ ...wizardValues, imei: '' }).repairInfo.applySn).toBe(
      'Cannot provide',
    );
    expect(buildRepairOrderRequest({ ...wizardValues, imei: '  ' }).repairInfo.applySn).toBe(
      'Cannot provide',
    );
  });

  it('composes clientAddress of house number, street and city', () => {
    const built = buildRepairOrderRequest({
      ...wizardValues,
      houseNumber: '7a',
      street: 'Floriańska',
      city: 'Kraków',
    });
    expect(built.repairInfo.clientAddress).toBe('7a Floriańska, Kraków');
  });

  it('parses the accessories from their `id,name` values', () => {
    expect(request.accessoriesList).toEqual([
      { accessoriesId: 11, accessoriesName: 'Charger' },
      { accessoriesId: 12, accessoriesName: 'Case, black' },
    ]);
  });

  it('sends no accessories when none is chosen', () => {
    expect(buildRepairOrderRequest({ ...wizardValues, followAnnex: [] }).accessoriesList).toEqual(
      [],
    );
  });

  it('passes the pick-up date and the language', () => {
    expect(request.pickupDate).toBe('2021-03-01');
    expect(request.language).toBe('en-US');
  });

  it('leaves the language out when none is given', () => {
    expect(buildRepairOrderRequest(wizardValues)).not.toHaveProperty('language');
  });

  it('builds a payload that the creation schema accepts', () => {
    expectValid(createRepairOrderRequestSchema, request);
    expectValid(
      createRepairOrderRequestSchema,
      buildRepairOrderRequest({ ...wizardValues, imei: '', followAnnex: [] }),
    );
  });
});

describe('accessory values', () => {
  it('writes id,name', () => {
    expect(accessoryValue(11, 'Charger')).toBe('11,Charger');
  });

  it.each([
    ['11,Charger', { accessoriesId: 11, accessoriesName: 'Charger' }],
    ['12,Case, black', { accessoriesId: 12, accessoriesName: 'Case, black' }],
    [accessoryValue(3, 'Kabel USB-C'), { accessoriesId: 3, accessoriesName: 'Kabel USB-C' }],
  ])('reads %j', (value, expected) => {
    expect(parseAccessoryValue(value)).toEqual(expected);
  });

  it.each(['Charger', ',Charger', 'x,Charger', '1.5,Charger', ''])(
    'reads %j as no accessory',
    (value) => {
      expect(parseAccessoryValue(value)).toBeNull();
    },
  );
});

// ── Reservation, cancel, label ───────────────────────────────────────────────

describe('reservePickupRequestSchema', () => {
  const reservation = {
    pickupDate: '2021-03-01',
    shipmentId: 5,
    orderId: 6,
    pickupTimeFrom: '10:00',
    pickupTimeTo: '13:00',
  };

  it.each([
    ['10:00', '13:00'],
    ['13:00', '15:00'],
  ])('accepts %s to %s', (pickupTimeFrom, pickupTimeTo) => {
    expectValid(reservePickupRequestSchema, { ...reservation, pickupTimeFrom, pickupTimeTo });
  });

  it('coerces ids given as form strings', () => {
    expect(
      reservePickupRequestSchema.parse({ ...reservation, shipmentId: '5', orderId: '6' }),
    ).toMatchObject({
      shipmentId: 5,
      orderId: 6,
    });
  });

  it.each([
    ['13:00', '14:59'],
    ['13:00', '13:00'],
    ['15:00', '13:00'],
  ])('refuses %s to %s with validation.pickupInterval', (pickupTimeFrom, pickupTimeTo) => {
    expect(
      messagesAt(reservePickupRequestSchema, { ...reservation, pickupTimeFrom, pickupTimeTo }, [
        'pickupTimeTo',
      ]),
    ).toEqual(['validation.pickupInterval']);
  });

  it.each([['shipmentId'], ['orderId']])('requires %s', (field) => {
    expect(
      messagesAt(reservePickupRequestSchema, withValue(reservation, [field], undefined), [field]),
    ).toEqual(['validation.required']);
  });
});

describe('cancelShipmentRequestSchema', () => {
  it('needs both ids: the shipment id alone cancels nothing', () => {
    expect(cancelShipmentRequestSchema.parse({ shipmentId: '5', orderId: '6' })).toEqual({
      shipmentId: 5,
      orderId: 6,
    });
    expect(cancelShipmentRequestSchema.safeParse({ shipmentId: 5 }).success).toBe(false);
    expect(cancelShipmentRequestSchema.safeParse({ shipmentId: 5, orderId: '' }).success).toBe(
      false,
    );
    expect(cancelShipmentRequestSchema.safeParse({ orderId: 6 }).success).toBe(false);
  });
});

describe('labelRequestSchema', () => {
  it('defaults the label type to LBLP', () => {
    expect(labelRequestSchema.parse({ shipmentId: '5' })).toEqual({
      shipmentId: 5,
      labelType: 'LBLP',
    });
  });

  it('refuses any other label type', () => {
    expect(
      messagesAt(labelRequestSchema, { shipmentId: 5, labelType: 'ZPL' }, ['labelType']),
    ).toEqual(['validation.invalidValue']);
  });
});

// ── Numbers of a booked repair ─────────────────────────────────────────────

describe('formatRmaNumber', () => {
  it.each([
    ['2021-03-01', 100_000_000_000_000, 'RMA210301100000000000000'],
    ['2025-12-24', 999_999_999_999_999, 'RMA251224999999999999999'],
    ['2030-01-31', 618_204_973_552_130, 'RMA300131618204973552130'],
  ])('booked on %s with serial %i is %s', (bookingDate, serial, expected) => {
    expect(formatRmaNumber(bookingDate, serial)).toBe(expected);
  });

  it('produces numbers that match RMA_NUMBER_PATTERN', () => {
    expect(RMA_NUMBER_PATTERN.test(formatRmaNumber('2021-03-01', 100_000_000_000_000))).toBe(true);
    expect(RMA_NUMBER_PATTERN.test(formatRmaNumber('2030-01-31', 618_204_973_552_130))).toBe(true);
  });

  it('refuses a serial that would not give 15 digits', () => {
    expect(() => formatRmaNumber('2021-03-01', 42)).toThrow(RangeError);
  });

  it.each(['RMA21030100004', 'rma210301000042', 'RMA2103010000x2', 'PCS000000005', ''])(
    'RMA_NUMBER_PATTERN refuses %j',
    (value) => {
      expect(RMA_NUMBER_PATTERN.test(value)).toBe(false);
    },
  );
});

describe('formatTrackingNumber', () => {
  it.each([
    [100_000_000_000_000, 'PCS100000000000000'],
    [274_031_859_906_618, 'PCS274031859906618'],
  ])('serial %i is %s', (serial, expected) => {
    expect(formatTrackingNumber(serial)).toBe(expected);
  });

  it('refuses a serial that would not give 15 digits', () => {
    expect(() => formatTrackingNumber(5)).toThrow(RangeError);
    expect(() => formatTrackingNumber(1_000_000_000_000_000)).toThrow(RangeError);
  });
});
