/**
 * Repair orders booked over the two years before the seed's "today", each
 * with its courier shipment, most with a pick-up reservation, some with the
 * accessories sent along. Rows follow the seed's shapes.
 */
import {
  AFTER_SALES_TYPE,
  DICTIONARY_TYPE,
  PORTAL_ADDRESS_PLACEHOLDER,
  PORTAL_OPERATOR_TAG,
  REPAIR_ORDER_TYPE,
  WARRANTY_STATUS,
  composeClientAddress,
  emailKey,
  formatRmaNumber,
  formatTrackingNumber,
  phoneKey,
  withLuhnDigit,
} from '@portal/contracts';
import type { Prisma } from '../../generated/client/client';
import {
  BRAND_ID,
  DICTIONARY_ENTRIES,
  DICTIONARY_ID,
  dictionaryName,
  PRODUCTS,
} from '../seed/catalogue';
import { NOVATEL_TAC, ORBIS_TAC } from '../seed/repair-orders';
import { FAULTS, FREQUENCIES } from './fault-words';
import { LANGUAGE_WEIGHTS, customer } from './people';
import type { PublicIdDraw, Random } from './random';
import { repairTimeline } from './repair-timeline';
import { DAY_MS, HOUR_MS, MINUTE_MS, localTime, seedNowLocalMs } from './time';

const SPAN_DAYS = 730;
const ACCESSORIES_SHARE = 0.4;

const BOOKABLE_PRODUCTS = PRODUCTS.filter((product) => product.status === 1);
const TAC_BY_BRAND: Record<number, string> = {
  [BRAND_ID.novaTel]: NOVATEL_TAC,
  [BRAND_ID.orbisMobile]: ORBIS_TAC,
};
const dictionary = (typeId: number) =>
  DICTIONARY_ENTRIES.filter((entry) => entry.typeId === typeId && entry.status === 1);
const CHANNELS = dictionary(DICTIONARY_TYPE.channel);
const EXTERIORS = dictionary(DICTIONARY_TYPE.exterior);
const ACCESSORIES = dictionary(DICTIONARY_TYPE.accessories);
const CHANNEL_WEIGHTS = CHANNELS.map(
  (entry) => [entry.id, entry.id === DICTIONARY_ID.channelWebsite ? 5 : 2] as const,
);
const EXTERIOR_WEIGHTS = EXTERIORS.map(
  (entry) => [entry.id, entry.id === DICTIONARY_ID.exteriorNormal ? 6 : 2] as const,
);

const COURIERS = [
  { name: 'InPost', trackingNo: (random: Random) => `6205483${random.digits(17)}` },
  { name: 'DPD', trackingNo: (random: Random) => `1000${random.digits(9)}U` },
] as const;

export interface RepairBatch {
  orders: Prisma.RepairOrderCreateManyInput[];
  shipments: Prisma.ShipmentCreateManyInput[];
  reservations: Prisma.ReservationCreateManyInput[];
  accessories: Prisma.RepairOrderAccessoryCreateManyInput[];
}

const optionalInstant = (ms: number | null) => (ms === null ? null : localTime(ms).instant);

export class RepairOrderFactory {
  readonly #now = seedNowLocalMs();

  constructor(
    private readonly random: Random,
    private readonly orderIds: PublicIdDraw,
    private readonly shipmentIds: PublicIdDraw,
    /** Serials of the RMA and tracking numbers: streams of their own, apart from the ids. */
    private readonly rmaSerials: PublicIdDraw,
    private readonly trackingSerials: PublicIdDraw,
  ) {}

  /** The next `count` orders and their rows in the other tables. */
  batch(count: number): RepairBatch {
    const batch: RepairBatch = { orders: [], shipments: [], reservations: [], accessories: [] };
    for (let i = 0; i < count; i += 1) this.#add(batch);
    return batch;
  }

  #add(batch: RepairBatch): void {
    const { random } = this;
    const id = this.orderIds.next();
    const shipmentId = this.shipmentIds.next();
    const language = random.weighted(LANGUAGE_WEIGHTS);
    const client = customer(random, language);
    const product = random.pick(BOOKABLE_PRODUCTS);
    const channelId = random.weighted(CHANNEL_WEIGHTS);
    const exteriorId = random.weighted(EXTERIOR_WEIGHTS);
    const broken = exteriorId === DICTIONARY_ID.exteriorBroken;
    const outOfWarranty = random.chance(broken ? 0.8 : 0.15);
    const createdDay = random.int(0, SPAN_DAYS - 1);
    // Bookings come between 7:00 and 23:00, and none after "now" on the last day.
    const lastMinute = createdDay === 0 ? 11 * 60 - 1 : 16 * 60 - 1;
    const created =
      this.#now -
      18 * HOUR_MS -
      createdDay * DAY_MS +
      7 * HOUR_MS +
      random.int(0, lastMinute) * MINUTE_MS;
    const timeline = repairTimeline(random, created, this.#now, {
      outOfWarranty,
      viaPartnerShop: channelId === DICTIONARY_ID.channelPartnerShop,
    });
    const createdAt = localTime(created);
    const courier = timeline.sent === null ? null : random.pick(COURIERS);

    batch.orders.push({
      id: BigInt(id),
      rmaNumber: formatRmaNumber(createdAt.date, this.rmaSerials.next()),
      status: timeline.status,
      language,
      clientName: client.name,
      clientTell: client.tell,
      clientEmail: client.email,
      clientTellKey: phoneKey(client.tell),
      clientEmailKey: emailKey(client.email),
      clientCity: client.city,
      clientStreet: client.street,
      clientHouseNumber: client.houseNumber,
      clientPostalCode: client.postalCode,
      clientAddress: composeClientAddress(client.houseNumber, client.street, client.city),
      userId: product.brandId,
      sourceChannelId: channelId,
      sourceChannelName: dictionaryName(channelId, language),
      productId: product.id,
      warrantyStatus: outOfWarranty ? WARRANTY_STATUS.outOfWarranty : WARRANTY_STATUS.inWarranty,
      applySn: withLuhnDigit(`${TAC_BY_BRAND[product.brandId] ?? NOVATEL_TAC}${random.digits(6)}`),
      applyAppearanceId: exteriorId,
      applyAppearance: dictionaryName(exteriorId, language),
      faultDescribe: random.pick(FAULTS[language]),
      remark: random.pick(FREQUENCIES[language]),
      afterSalesType: AFTER_SALES_TYPE,
      orderType: REPAIR_ORDER_TYPE,
      address: PORTAL_ADDRESS_PLACEHOLDER,
      operator: PORTAL_OPERATOR_TAG,
      pickupDate: timeline.pickupDate,
      createTime: createdAt.instant,
      receiveTime: optionalInstant(timeline.received),
      checkTime: optionalInstant(timeline.checked),
      repairTime: optionalInstant(timeline.repaired),
      sendDateTime: optionalInstant(timeline.sent),
      sendLogisticsTypeName: courier?.name ?? null,
      sendLogisticsNo: courier ? courier.trackingNo(random) : null,
    });
    batch.shipments.push({
      id: BigInt(shipmentId),
      shipmentNo: formatTrackingNumber(this.trackingSerials.next()),
      status: timeline.shipment,
      orderId: BigInt(id),
      createdAt: createdAt.instant,
    });
    if (timeline.reservation !== null) {
      batch.reservations.push({
        shipmentId: BigInt(shipmentId),
        pickupDate: timeline.pickupDate,
        pickupTimeFrom: timeline.pickupWindow.from,
        pickupTimeTo: timeline.pickupWindow.to,
        status: timeline.reservation,
        // Booked a minute after the order, as the wizard does.
        createdAt: new Date(createdAt.instant.getTime() + MINUTE_MS),
      });
    }
    if (random.chance(ACCESSORIES_SHARE)) {
      for (const accessory of random.sample(ACCESSORIES, random.int(1, 3))) {
        batch.accessories.push({
          orderId: BigInt(id),
          accessoriesId: accessory.id,
          accessoriesName: dictionaryName(accessory.id, language),
        });
      }
    }
  }
}
