import {
  CHECKOUT_LIMITS,
  REPAIR_LIMITS,
  type CreateAccessoriesOrderRequest,
  type CreateRepairOrderRequest,
} from '@portal/contracts';
import { callLabel, send } from '../calls';
import { fieldRefusal } from '../expect';
import type { Check } from '../suite';
import { bookedRequest, group as bookingGroup } from './booking';
import { checkoutRequest, freshCode, group as checkoutGroup } from './checkout';

/** `length` characters; an e-mail address of that length where the field holds one. */
function tooLong(length: number, email = false): string {
  const domain = '@example.com';
  return email ? `${'a'.repeat(length - domain.length)}${domain}` : 'a'.repeat(length);
}

type RepairInfo = CreateRepairOrderRequest['repairInfo'];

/** Each field of the repair order SPEC §5 limits, one character over (or of the wrong form). */
const REPAIR_FIELDS: { field: keyof RepairInfo; value: string; rule: string }[] = [
  { field: 'clientName', value: tooLong(REPAIR_LIMITS.name + 1), rule: 'client name max 50' },
  { field: 'clientTell', value: '1'.repeat(REPAIR_LIMITS.phone + 1), rule: 'phone max 15' },
  {
    field: 'clientEmail',
    value: tooLong(REPAIR_LIMITS.email + 1, true),
    rule: 'e-mail max 40',
  },
  { field: 'clientCity', value: tooLong(REPAIR_LIMITS.city + 1), rule: 'city max 60' },
  { field: 'clientStreet', value: tooLong(REPAIR_LIMITS.street + 1), rule: 'street max 60' },
  {
    field: 'clientHouseNumber',
    value: tooLong(REPAIR_LIMITS.houseNumber + 1),
    rule: 'house number max 10',
  },
  {
    field: 'clientPostalCode',
    value: '123456',
    rule: 'postal code exactly 5 characters, digits only (or digits, hyphen, digits)',
  },
  { field: 'applySn', value: tooLong(REPAIR_LIMITS.imei + 1), rule: 'IMEI max 64' },
  {
    field: 'faultDescribe',
    value: tooLong(REPAIR_LIMITS.description + 1),
    rule: 'fault description max 3000',
  },
  {
    field: 'remark',
    value: tooLong(REPAIR_LIMITS.frequency + 1),
    rule: 'failure condition max 3000',
  },
];

const repairLimitChecks: Check[] = REPAIR_FIELDS.map(({ field, value, rule }) => ({
  name: `repair booking: create refuses ${field} of ${value.length} characters (422 naming it), not truncated`,
  group: bookingGroup,
  spec: `SPEC §5: ${rule}`,
  async run(probe, context) {
    const request = bookedRequest(probe, context);
    request.repairInfo = { ...request.repairInfo, [field]: value };
    const answer = await send(context, 'repairOrderAdd', request);
    fieldRefusal(probe, callLabel('repairOrderAdd'), answer, [field]);
  },
}));

type OrderInfo = CreateAccessoriesOrderRequest['OrderInfo'];

/** Each field of the cart order SPEC §5 limits, by its name in the payload, one character over. */
const CHECKOUT_FIELDS: { field: keyof OrderInfo; max: number; rule: string; email?: true }[] = [
  { field: 'contract', max: CHECKOUT_LIMITS.contactName, rule: 'contact name 70' },
  { field: 'tell', max: CHECKOUT_LIMITS.contactPhone, rule: 'phone 25' },
  { field: 'email', max: CHECKOUT_LIMITS.contactEmail, rule: 'e-mail 80', email: true },
  { field: 'country', max: CHECKOUT_LIMITS.country, rule: 'country 64' },
  { field: 'city', max: CHECKOUT_LIMITS.city, rule: 'city 80' },
  { field: 'address', max: CHECKOUT_LIMITS.contactAddress, rule: 'contact address 250' },
  { field: 'remark', max: CHECKOUT_LIMITS.remark, rule: 'remark 250' },
  { field: 'invoiceName', max: CHECKOUT_LIMITS.invoiceName, rule: 'invoice name 250' },
  {
    field: 'registerAddress',
    max: CHECKOUT_LIMITS.registeredAddress,
    rule: 'registered address 250',
  },
  { field: 'bankName', max: CHECKOUT_LIMITS.bankName, rule: 'bank name 150' },
  { field: 'bankNo', max: CHECKOUT_LIMITS.bankAccount, rule: 'bank account 50' },
];

const checkoutLimitChecks: Check[] = CHECKOUT_FIELDS.map(({ field, max, rule, email }) => ({
  name: `checkout: a cart order with ${field} of ${max + 1} characters is refused (422 naming it), not truncated`,
  group: checkoutGroup,
  spec: `SPEC §5: maximum lengths, ${rule}`,
  async run(probe, context) {
    const request = await checkoutRequest(probe, context, await freshCode(probe, context));
    request.OrderInfo = { ...request.OrderInfo, [field]: tooLong(max + 1, email) };
    const answer = await send(context, 'accessoriesOrderAdd', request);
    fieldRefusal(probe, callLabel('accessoriesOrderAdd'), answer, [field]);
  },
}));

export { checkoutLimitChecks, repairLimitChecks };
