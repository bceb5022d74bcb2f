import {
  cancelShipmentResponseSchema,
  createRepairOrderResponseSchema,
  DICTIONARY_TYPE,
  LABEL_TYPE,
  repairLookupResponseSchema,
  reservePickupResponseSchema,
  REPAIR_STATUS,
  RMA_NUMBER_PATTERN,
  type CreateRepairOrderRequest,
} from '@portal/contracts';
import { backendNow } from '../clock';
import { parse as parseDisposition } from 'content-disposition';
import { callLabel, send } from '../calls';
import { cameBack, isTimestamp, okAnswer } from '../expect';
import type { Check, Context, Probe } from '../suite';
import { CUSTOMER_EMAIL, offeredPickup } from './fixtures';
import { listBrands, listDictionary, listProducts } from './reads';

/** What the booking flow's steps hand on. */
interface Booking {
  orderId: number;
  shipmentId: number;
  rmaNumber: string;
  shipmentNo: string;
}

const BOOKING = 'booking';
const REQUEST = 'bookingRequest';
const CANCELLED = 'cancelled';
export const group = 'writes: repair booking';

export function booked(probe: Probe, context: Context): Booking {
  const booking = context.facts.get(BOOKING) as Booking | undefined;
  if (!booking) probe.skip('needs the booking made by "repair booking: create"');
  return booking;
}

/** The request that made the booking: valid, so that a check can change one field of it. */
export function bookedRequest(probe: Probe, context: Context): CreateRepairOrderRequest {
  booked(probe, context);
  return structuredClone(context.facts.get(REQUEST) as CreateRepairOrderRequest);
}

/** The booking's one lookup result, its `createTime` checked. */
async function lookedUp(probe: Probe, context: Context, booking: Booking) {
  const call = callLabel('repairLookup');
  const body = okAnswer(
    probe,
    context,
    call,
    await send(context, 'repairLookup', { keyword: booking.rmaNumber }),
    repairLookupResponseSchema,
  );
  const [order, ...more] = body.data.list;
  if (!order || more.length > 0) {
    probe.stop(call, `expected one order for ${booking.rmaNumber}, got ${body.data.list.length}`);
  }
  probe.expect(
    order.createTime !== null && isTimestamp(order.createTime),
    call,
    `expected \`createTime\` of the order as YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(order.createTime)}`,
  );
  return order;
}

/** A valid booking of the first phone of a listed brand, with the first entry of each pick list. */
async function bookingRequest(
  probe: Probe,
  context: Context,
  pickupDate: string,
): Promise<CreateRepairOrderRequest> {
  for (const brand of (await listBrands(probe, context)).data.list) {
    const [product] = (await listProducts(probe, context, brand.userId)).data.list;
    if (!product) continue;
    const first = async (typeId: number) => {
      const [entry] = (await listDictionary(probe, context, typeId)).data.list;
      if (!entry) probe.stop(callLabel('dictionary'), `no entry of type ${typeId} to book with`);
      return entry;
    };
    const channel = await first(DICTIONARY_TYPE.channel);
    const exterior = await first(DICTIONARY_TYPE.exterior);
    const accessory = await first(DICTIONARY_TYPE.accessories);
    return {
      repairInfo: {
        clientName: 'Contract Check',
        clientTell: '500600700',
        clientEmail: CUSTOMER_EMAIL,
        clientCity: 'Warszawa',
        clientStreet: 'Marszałkowska',
        clientHouseNumber: '1',
        clientPostalCode: '00-001',
        userId: brand.userId,
        sourceChannelId: channel.id,
        sourceChannelName: channel.name,
        productId: product.productId,
        warrantyStatus: '1',
        applySn: '',
        applyAppearanceId: exterior.id,
        applyAppearance: exterior.name,
        faultDescribe: 'Contract check: the screen stays dark.',
        remark: 'Always',
        afterSalesType: 3,
        address: '-',
        operator: 'portal',
      },
      accessoriesList: [{ accessoriesId: accessory.id, accessoriesName: accessory.name }],
      pickupDate,
      isCreateShip: true,
      orderType: 1,
    };
  }
  return probe.stop(callLabel('productPage'), 'no listed brand has a phone to book a repair for');
}

/** The file name a Content-Disposition header gives, in any form RFC 6266 allows (quoted, token, `filename*`). */
function dispositionFileName(header: string): string | undefined {
  try {
    return parseDisposition(header).parameters.filename;
  } catch {
    return undefined;
  }
}

export const createBookingCheck: Check = {
  name: 'repair booking: create (JSON body) on a date the courier offers',
  group,
  spec: `SPEC §7: POST /order/add (JSON), result 1 is ok; §3: the response's data.shipmentId and data.orderId`,
  async run(probe, context) {
    const call = callLabel('repairOrderAdd');
    const now = await backendNow(context);
    const pickup = offeredPickup(now);
    const request = await bookingRequest(probe, context, pickup.date);
    const body = okAnswer(
      probe,
      context,
      call,
      await send(context, 'repairOrderAdd', request),
      createRepairOrderResponseSchema,
    );
    probe.expect(
      RMA_NUMBER_PATTERN.test(body.data.rmaNumber),
      call,
      `expected an RMA number like RMA<digits>, got ${body.data.rmaNumber}`,
    );
    context.facts.set(BOOKING, body.data satisfies Booking);
    context.facts.set(REQUEST, request);
    context.facts.set('pickup', pickup);
  },
};

/** After the create, and after the refusals that need its booking. */
export const bookingFlowChecks: Check[] = [
  {
    name: 'repair booking: reserve the pick-up in an offered window',
    group,
    spec: 'SPEC §7: POST /logistics/user/reserve, result 1 ok; §3: the reservation payload',
    async run(probe, context) {
      const booking = booked(probe, context);
      const pickup = context.facts.get('pickup') as ReturnType<typeof offeredPickup>;
      const call = callLabel('reservePickup');
      const request = {
        pickupDate: pickup.date,
        shipmentId: booking.shipmentId,
        orderId: booking.orderId,
        pickupTimeFrom: pickup.window.from,
        pickupTimeTo: pickup.window.to,
      };
      const body = okAnswer(
        probe,
        context,
        call,
        await send(context, 'reservePickup', request),
        reservePickupResponseSchema,
      );
      for (const [field, sent] of Object.entries(request)) {
        const echoed = body.data[field as keyof typeof request];
        probe.expect(
          echoed === sent,
          call,
          `expected \`data.${field}\` ${JSON.stringify(sent)} as booked, got ${JSON.stringify(echoed)}`,
        );
      }
    },
  },
  {
    name: 'repair booking: the label is a PDF named after the shipment',
    group,
    spec: 'SPEC §7: GET /logistics/label downloads a PDF named after the shipment',
    async run(probe, context) {
      const booking = booked(probe, context);
      const call = callLabel('label');
      const answer = await send(context, 'label', {
        shipmentId: booking.shipmentId,
        labelType: LABEL_TYPE,
      });
      probe.expect(answer.status === 200, call, `expected HTTP 200, got ${cameBack(answer)}`);
      probe.expect(
        answer.mediaType === 'application/pdf',
        call,
        `expected content type application/pdf, got ${answer.mediaType || 'none'}`,
      );
      const magic = new TextDecoder().decode(answer.bytes.subarray(0, 5));
      probe.expect(
        magic === '%PDF-',
        call,
        `expected a PDF (%PDF-), the body starts with ${JSON.stringify(magic)}`,
      );
      const disposition = answer.headers.get('content-disposition') ?? '';
      probe.expect(
        dispositionFileName(disposition) === `${booking.shipmentNo}.pdf`,
        call,
        `expected Content-Disposition naming ${booking.shipmentNo}.pdf, got ${disposition || 'none'}`,
      );
    },
  },
  {
    name: 'repair booking: the lookup by RMA number finds it, pending pick-up',
    group,
    spec: 'SPEC §7: /order/user/query by keyword; §4: a new order is pending pick-up; §3: repair lookup result',
    async run(probe, context) {
      const order = await lookedUp(probe, context, booked(probe, context));
      probe.expect(
        order.status === REPAIR_STATUS.pendingPickup,
        callLabel('repairLookup'),
        `expected \`status\` ${REPAIR_STATUS.pendingPickup} (pending pick-up) for the new order, got ${order.status}`,
      );
    },
  },
  {
    name: 'repair booking: cancel the shipment',
    group,
    spec: 'SPEC §7: POST /logistics/user/ship/cancel cancels a shipment',
    async run(probe, context) {
      const booking = booked(probe, context);
      const call = callLabel('cancelShipment');
      const body = okAnswer(
        probe,
        context,
        call,
        await send(context, 'cancelShipment', {
          shipmentId: booking.shipmentId,
          orderId: booking.orderId,
        }),
        cancelShipmentResponseSchema,
      );
      probe.expect(
        body.data.shipmentId === booking.shipmentId,
        call,
        `expected shipmentId ${booking.shipmentId}, got ${body.data.shipmentId}`,
      );
      context.facts.set(CANCELLED, true);
    },
  },
  {
    name: 'repair booking: the lookup shows the order cancelled',
    group,
    spec: 'SPEC §7: POST /logistics/user/ship/cancel cancels a shipment; §4: status cancelled',
    async run(probe, context) {
      const booking = booked(probe, context);
      if (context.facts.get(CANCELLED) !== true)
        probe.skip('needs "repair booking: cancel the shipment" to have passed');
      const order = await lookedUp(probe, context, booking);
      probe.expect(
        order.status === REPAIR_STATUS.cancelled,
        callLabel('repairLookup'),
        `expected \`status\` ${REPAIR_STATUS.cancelled} (cancelled) after the cancel answered result 1, got ${order.status}`,
      );
    },
  },
];
