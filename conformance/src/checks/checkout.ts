import {
  createAccessoriesOrderResponseSchema,
  materialPageResponseSchema,
  purchaseInquiryResponseSchema,
  TEST_CONTROL_HEADERS,
  type CreateAccessoriesOrderRequest,
} from '@portal/contracts';
import { callLabel, send } from '../calls';
import { cameBack, okAnswer } from '../expect';
import type { Check, Context, Probe } from '../suite';
import { CUSTOMER_EMAIL, formParams } from './fixtures';

export const group = 'writes: checkout';
const CODE = 'verifyCode';
const ORDER = 'sparePartOrder';

function operatorToken(probe: Probe, context: Context): string {
  const token = context.options.operatorToken;
  if (!token) {
    probe.skip(
      `needs --operator-token: the code image tells its answer (${TEST_CONTROL_HEADERS.verifyCodeAnswer}) only to the operator`,
    );
  }
  return token;
}

function fact<T>(probe: Probe, context: Context, key: string, step: string): T {
  const value = context.facts.get(key) as T | undefined;
  if (value === undefined) probe.skip(`needs "${step}" to have passed`);
  return value;
}

/** A new code from the code image, read from the header the operator alone is told. */
export async function freshCode(probe: Probe, context: Context): Promise<string> {
  const token = operatorToken(probe, context);
  const call = callLabel('verifyCode');
  const answer = await send(
    context,
    'verifyCode',
    { t: Date.now() },
    { headers: { authorization: `Bearer ${token}` } },
  );
  probe.expect(
    answer.status === 200 && answer.mediaType.startsWith('image/'),
    call,
    `expected an image, got ${cameBack(answer)}`,
  );
  const code = answer.headers.get(TEST_CONTROL_HEADERS.verifyCodeAnswer);
  if (!code) {
    probe.stop(
      call,
      `expected the code in ${TEST_CONTROL_HEADERS.verifyCodeAnswer} (test controls on, the operator token right), got no such header`,
    );
  }
  return code;
}

/** A valid cart order of the first priced part on the first page, with `code`. */
export async function checkoutRequest(
  probe: Probe,
  context: Context,
  code: string,
): Promise<CreateAccessoriesOrderRequest> {
  const parts = okAnswer(
    probe,
    context,
    callLabel('materialPage'),
    await send(context, 'materialPage', formParams(new Date()).materialPage),
    materialPageResponseSchema,
  );
  const part = parts.data.find((item) => item.price !== null && item.price > 0);
  if (!part) return probe.skip('no priced spare part on the first page to order');
  return {
    OrderInfo: {
      contract: 'Contract Check',
      tell: '500600700',
      email: CUSTOMER_EMAIL,
      address: 'Marszałkowska 1, 00-001',
      remark: '',
      country: 'Polska',
      city: 'Warszawa',
      invoiceType: '1',
      invoiceName: 'Contract Check',
      invoiceAddress: 'Marszałkowska 1, 00-001',
      invoiceEmail: CUSTOMER_EMAIL,
      taxNo: '',
      bankName: '',
      bankNo: '',
      registerAddress: '',
    },
    detail: [{ skuId: part.Id, bom: part.bom, productName: part.NameEN, num: 1 }],
    code,
  };
}

export const checkoutCheckList: Check[] = [
  {
    name: 'checkout: the code image tells the operator its answer',
    group,
    spec: `SPEC §7: GET /order/accessories/verifyCode returns the verification code's image`,
    async run(probe, context) {
      const code = await freshCode(probe, context);
      context.facts.set(CODE, code);
    },
  },
  {
    name: 'checkout: a cart order (JSON body) with the code',
    group,
    spec: 'SPEC §7: POST /order/accessories/add (JSON), success when result is 1; §3: the cart checkout order payload',
    async run(probe, context) {
      operatorToken(probe, context);
      const code = fact<string>(
        probe,
        context,
        CODE,
        'checkout: the code image tells the operator its answer',
      );
      const request = await checkoutRequest(probe, context, code);
      const body = okAnswer(
        probe,
        context,
        callLabel('accessoriesOrderAdd'),
        await send(context, 'accessoriesOrderAdd', request),
        createAccessoriesOrderResponseSchema,
      );
      context.facts.set(ORDER, body.data.orderId);
    },
  },
  {
    name: 'checkout: the purchase inquiry finds the new order',
    group,
    spec: 'SPEC §7: purchase lookup by orderId; §3: purchase order result',
    async run(probe, context) {
      operatorToken(probe, context);
      const orderId = fact<number>(
        probe,
        context,
        ORDER,
        'checkout: a cart order (JSON body) with the code',
      );
      const call = callLabel('accessoriesOrderInquiry');
      const body = okAnswer(
        probe,
        context,
        call,
        await send(context, 'accessoriesOrderInquiry', { orderId }),
        purchaseInquiryResponseSchema,
      );
      probe.expect(
        body.data.orderId === orderId,
        call,
        `expected orderId ${orderId}, got ${body.data.orderId}`,
      );
    },
  },
];
