/**
 * Spare-part orders of the two years before the seed's "today": personal and
 * company invoices, 1–4 lines of priced, sold parts, the total the sum of the
 * lines, the status wherever "today" falls in the order's life.
 */
import { INVOICE_TYPE, PURCHASE_STATUS, isValidNip } from '@portal/contracts';
import type { Prisma } from '../../generated/client/client';
import { BANKS, COMPANY_KINDS, COMPANY_WORDS } from './people-words';
import { LANGUAGE_WEIGHTS, customer } from './people';
import type { Customer } from './people';
import type { PublicIdDraw, Random } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS, localTime, seedNowLocalMs } from './time';

const SPAN_DAYS = 730;
const ENTERPRISE_SHARE = 0.2;
const CANCELLED_SHARE = 0.07;
const REOPENED_SHARE = 0.01;
const REMARKS = [
  'Proszę o kontakt telefoniczny przed wysyłką.',
  'Dostawa do punktu serwisowego, poniedziałek–piątek 9:00–17:00.',
  'Proszę o szybką wysyłkę.',
  'Faktura potrzebna do końca miesiąca.',
];

/** A part that can be put in the cart: sold and with a price. */
export interface SellablePart {
  id: number;
  bom: string;
  nameEN: string;
  namePL: string;
  priceCents: number;
}

export interface PurchaseBatch {
  orders: Prisma.SparePartOrderCreateManyInput[];
  lines: Prisma.SparePartOrderLineCreateManyInput[];
}

function postalAddress(client: Customer): string {
  return `ul. ${client.street} ${client.houseNumber}, ${client.postalCode}`;
}

/** The status at "today" of an order placed `ageMs` ago, and whether it has been sent. */
function purchaseState(random: Random, ageMs: number): { status: number; shipped: boolean } {
  if (random.chance(CANCELLED_SHARE)) return { status: PURCHASE_STATUS.cancelled, shipped: false };
  if (random.chance(REOPENED_SHARE)) return { status: PURCHASE_STATUS.reopened, shipped: false };
  let step = random.int(2, 30) * HOUR_MS;
  if (ageMs < step) return { status: PURCHASE_STATUS.pendingConfirmation, shipped: false };
  step += random.int(0, 3) * DAY_MS + random.int(1, 20) * HOUR_MS;
  if (ageMs < step) return { status: PURCHASE_STATUS.pendingPayment, shipped: false };
  step += random.int(1, 4) * DAY_MS;
  if (ageMs < step) return { status: PURCHASE_STATUS.pendingShipment, shipped: false };
  step += random.int(3, 10) * DAY_MS;
  if (ageMs < step) return { status: PURCHASE_STATUS.pendingInvoice, shipped: true };
  return { status: PURCHASE_STATUS.completed, shipped: true };
}

export class SparePartOrderFactory {
  readonly #now = seedNowLocalMs();

  constructor(
    private readonly random: Random,
    private readonly ids: PublicIdDraw,
    private readonly parts: readonly SellablePart[],
  ) {
    if (parts.length < 4) throw new Error('Spare-part orders need at least 4 sellable parts');
  }

  batch(count: number): PurchaseBatch {
    const batch: PurchaseBatch = { orders: [], lines: [] };
    for (let i = 0; i < count; i += 1) this.#add(batch);
    return batch;
  }

  /** A valid NIP: ten digits drawn until the contracts' check accepts them. */
  #nip(): string {
    for (;;) {
      const nip = `${this.random.int(1, 9)}${this.random.digits(9)}`;
      if (isValidNip(nip)) return nip;
    }
  }

  #add(batch: PurchaseBatch): void {
    const { random } = this;
    const id = BigInt(this.ids.next());
    const language = random.weighted(LANGUAGE_WEIGHTS);
    const client = customer(random, language);
    const enterprise = random.chance(ENTERPRISE_SHARE);
    const ageMs = random.int(0, SPAN_DAYS * 24 * 60 - 1) * MINUTE_MS;
    const { status, shipped } = purchaseState(random, ageMs);

    const lines = random.sample(this.parts, random.int(1, 4)).map((part) => ({
      orderId: id,
      skuId: part.id,
      bom: part.bom,
      // The cart sends the name in the shopper's language.
      productName: language === 'en-US' ? part.nameEN : part.namePL,
      num: random.int(1, enterprise ? 6 : 2),
      unitPriceCents: part.priceCents,
    }));
    const address = postalAddress(client);
    const company = enterprise
      ? {
          name: `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)}`,
          registerAddress: `${address} ${client.city}`,
          registerPhone: `+48 ${random.int(12, 95)} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
        }
      : null;
    const courier = random.chance(0.6)
      ? { name: 'InPost', no: `6205483${random.digits(17)}` }
      : { name: 'DPD', no: `1000${random.digits(9)}U` };

    batch.orders.push({
      id,
      status,
      language,
      contract: client.name,
      tell: company?.registerPhone ?? client.tell,
      email: client.email,
      address,
      remark: random.chance(0.25) && language === 'pl-PL' ? random.pick(REMARKS) : '',
      country: language === 'en-US' ? 'Poland' : 'Polska',
      city: client.city,
      invoiceType: enterprise ? INVOICE_TYPE.enterprise : INVOICE_TYPE.personal,
      invoiceName: company?.name ?? client.name,
      invoiceAddress: company?.registerAddress ?? address,
      invoiceEmail: company ? `faktury.${client.email}` : client.email,
      taxNo: company ? this.#nip() : '',
      bankName: company ? random.pick(BANKS) : '',
      bankNo: company
        ? `PL${random.digits(2)} ${Array.from({ length: 6 }, () => random.digits(4)).join(' ')}`
        : '',
      registerAddress: company?.registerAddress ?? '',
      registerPhone: company?.registerPhone ?? '',
      totalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.num, 0),
      logisticsName: shipped ? courier.name : null,
      logisticsNo: shipped ? courier.no : null,
      createdAt: localTime(this.#now - ageMs).instant,
      verifyCodeId: null,
    });
    batch.lines.push(...lines);
  }
}
