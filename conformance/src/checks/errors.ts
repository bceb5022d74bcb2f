import { API_PATHS, ERROR_CATALOGUE, ERROR_CODE } from '@portal/contracts';
import { backendNow } from '../clock';
import { CALLS, callLabel, send, wrongMethod, type CallName, type Params } from '../calls';
import { cameBack, errorAnswer, namesField } from '../expect';
import type { Check } from '../suite';
import { formParams, UNKNOWN_CATALOGUE_ID, UNKNOWN_ID, UNKNOWN_RMA } from './fixtures';

interface BadInput {
  call: CallName;
  what: string;
  params: Params | ((now: Date) => Params) | unknown;
}

/** Invalid input, and the fields a message may name to say what is wrong. */
interface InvalidInput extends BadInput {
  fields: string[];
}

/** Input every backend must refuse with `error_code` 422 (SPEC §5 and the contracts' request schemas). */
const INVALID: InvalidInput[] = [
  {
    call: 'documentsPage',
    what: 'a negative start',
    fields: ['start'],
    params: { start: -1, length: 10 },
  },
  {
    call: 'brandPage',
    what: 'a negative start',
    fields: ['start'],
    params: { start: -20, length: 20 },
  },
  {
    call: 'materialPage',
    what: 'length 0',
    fields: ['length'],
    params: { status: 1, start: 0, length: 0 },
  },
  {
    call: 'productPage',
    what: 'a userId that is no number',
    fields: ['userId'],
    params: { userId: 'abc' },
  },
  {
    call: 'serialQuery',
    what: 'a status that is no number',
    fields: ['status'],
    params: { status: 'x' },
  },
  {
    call: 'dictionary',
    what: 'a typeId that is no number',
    fields: ['typeId'],
    params: { typeId: 'abc' },
  },
  { call: 'agreement', what: 'no userId', fields: ['userId'], params: {} },
  { call: 'repairLookup', what: 'an empty keyword', fields: ['keyword'], params: { keyword: '' } },
  {
    call: 'accessoriesOrderInquiry',
    what: 'an orderId that is no number',
    fields: ['orderId'],
    params: { orderId: 'abc' },
  },
  {
    call: 'reservePickup',
    what: 'an impossible date and a window ending before it starts',
    fields: ['pickupDate', 'pickupTimeTo', 'pickupTimeFrom'],
    params: {
      pickupDate: '2021-02-30',
      shipmentId: UNKNOWN_ID,
      orderId: UNKNOWN_ID,
      pickupTimeFrom: '13:00',
      pickupTimeTo: '10:00',
    },
  },
  {
    call: 'cancelShipment',
    what: 'ids that are no numbers',
    fields: ['shipmentId', 'orderId'],
    params: { shipmentId: 'a', orderId: 'b' },
  },
  {
    call: 'label',
    what: 'a labelType other than LBLP',
    fields: ['labelType'],
    params: { shipmentId: UNKNOWN_ID, labelType: 'PNG' },
  },
  {
    call: 'repairOrderAdd',
    what: 'an empty JSON body',
    fields: ['repairInfo', 'pickupDate'],
    params: {},
  },
  {
    call: 'accessoriesOrderAdd',
    what: 'an empty JSON body',
    fields: ['OrderInfo', 'detail', 'code'],
    params: {},
  },
];

/**
 * Records that do not exist: `error_code` 404. The two order lookups also say
 * which record (an `error_msg` other than the catalogue's text).
 */
const UNKNOWN: (BadInput & { namesTheRecord?: boolean })[] = [
  {
    call: 'agreement',
    what: 'a brand that does not exist',
    params: { userId: UNKNOWN_CATALOGUE_ID },
  },
  {
    call: 'label',
    what: 'a shipment that does not exist',
    params: { shipmentId: UNKNOWN_ID, labelType: 'LBLP' },
  },
  {
    call: 'cancelShipment',
    what: 'a shipment that does not exist',
    params: { shipmentId: UNKNOWN_ID, orderId: UNKNOWN_ID },
  },
  {
    call: 'reservePickup',
    what: 'a shipment that does not exist',
    params: (now: Date) => formParams(now).reservePickup,
  },
  {
    call: 'accessoriesOrderInquiry',
    what: 'an order that does not exist',
    params: { orderId: UNKNOWN_ID },
    namesTheRecord: true,
  },
  {
    call: 'repairLookup',
    what: 'an RMA number no order has',
    params: { keyword: UNKNOWN_RMA },
    namesTheRecord: true,
  },
];

async function sendBad(context: Parameters<Check['run']>[1], input: BadInput) {
  let params = input.params;
  if (typeof params === 'function') {
    // Dates the courier offers are counted on the backend's calendar.
    params = (params as (now: Date) => Params)(await backendNow(context));
  }
  return send(context, input.call, params);
}

const invalidChecks: Check[] = INVALID.map((input) => ({
  name: `${callLabel(input.call)} refuses ${input.what} (422)`,
  group: 'errors: invalid input',
  spec: 'SPEC §8: 422 validation error; §5: validation rules',
  async run(probe, context) {
    errorAnswer(probe, callLabel(input.call), await sendBad(context, input), ERROR_CODE.validation);
  },
}));

const specificMessage: Check = {
  name: 'every 422 answer names what is wrong (the field, not only "invalid parameters")',
  group: 'errors: invalid input',
  spec: "SPEC §8: the notification shows the body's error_msg",
  async run(probe, context) {
    for (const input of INVALID) {
      const answer = await sendBad(context, input);
      const message = (answer.json as { error_msg?: unknown } | undefined)?.error_msg;
      probe.expect(
        typeof message === 'string' && namesField(message, input.fields),
        callLabel(input.call),
        `${input.what}: expected an \`error_msg\` naming ${input.fields.map((f) => `\`${f}\``).join(' or ')}, got ${cameBack(answer)}`,
      );
    }
  },
};

const unknownChecks: Check[] = UNKNOWN.map((input) => ({
  name: `${callLabel(input.call)} answers ${input.what} with 404`,
  group: 'errors: unknown records',
  spec: 'SPEC §8: 404 record not found',
  async run(probe, context) {
    const call = callLabel(input.call);
    const error = errorAnswer(probe, call, await sendBad(context, input), ERROR_CODE.notFound);
    if (input.namesTheRecord) {
      probe.expect(
        error.error_msg !== ERROR_CATALOGUE[ERROR_CODE.notFound],
        call,
        `expected an \`error_msg\` saying which record, got the catalogue text "${error.error_msg}"`,
      );
    }
  },
}));

const methodChecks: Check[] = (Object.keys(CALLS) as CallName[]).map((call) => ({
  name: `${callLabel(call, wrongMethod(call))} answers 405 with Allow: ${CALLS[call].method}`,
  group: 'errors: wrong method',
  spec: `SPEC §7: each call's method`,
  async run(probe, context) {
    const method = wrongMethod(call);
    const label = callLabel(call, method);
    const answer = await context.http.send(method, API_PATHS[call]);
    if (answer.status !== 405) probe.stop(label, `expected HTTP 405, got ${cameBack(answer)}`);
    const allow = (answer.headers.get('allow') ?? '').split(',').map((m) => m.trim().toUpperCase());
    probe.expect(
      allow.includes(CALLS[call].method),
      label,
      `expected an Allow header naming ${CALLS[call].method}, got ${answer.headers.get('allow') ?? 'none'}`,
    );
    const body = answer.json as Record<string, unknown> | undefined;
    probe.expect(
      body?.result === 0 &&
        typeof body.error_code === 'number' &&
        typeof body.error_msg === 'string' &&
        body.error_msg.trim() !== '',
      label,
      `expected the error shape { result: 0, error_code, error_msg }, got ${cameBack(answer)}`,
    );
  },
}));

export const errorCheckList: Check[] = [
  ...invalidChecks,
  specificMessage,
  ...unknownChecks,
  ...methodChecks,
];
