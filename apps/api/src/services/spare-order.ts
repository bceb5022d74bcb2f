import {
  CURRENCY,
  customerMayCancelPurchase,
  isAccessToken,
  languageOrDefault,
  PURCHASE_STATUS,
  STATUS_FILTER,
  type CreateAccessoriesOrderPayload,
  type PurchaseInquiryResult,
  type SpareOrderView,
} from '@portal/contracts';
import { databaseKind, type Prisma, type PrismaClient } from '@portal/db';
import { newAccessToken } from '../lib/access-token';
import type { ServerText } from '../lib/messages/server-texts';
import { AppError, localizedError } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import { randomPublicId } from '../lib/public-id';
import { outboxEntry } from './mail/outbox';
import { claimVerifyCode, isAnswerOf, isClaimedAnswer } from './verify-code';

const INVALID_CODE: ServerText = (t) => t.invalidVerifyCode;

type Tx = Prisma.TransactionClient;
type OrderInfo = CreateAccessoriesOrderPayload['OrderInfo'];
type Line = CreateAccessoriesOrderPayload['detail'][number];

/** The OrderInfo fields, each stored in the column of the same name. */
const ORDER_INFO_FIELDS = [
  'contract',
  'tell',
  'email',
  'address',
  'remark',
  'country',
  'city',
  'invoiceType',
  'invoiceName',
  'invoiceAddress',
  'invoiceEmail',
  'taxNo',
  'bankName',
  'bankNo',
  'registerAddress',
  'registerPhone',
] as const satisfies readonly (keyof OrderInfo)[];

/** Each line priced from the catalogue; the client's idea of a price is never read. */
async function priceLines(tx: Tx, lines: Line[], language: string) {
  const materials = await tx.material.findMany({
    where: { id: { in: lines.map((line) => line.skuId) } },
  });
  const byId = new Map(materials.map((material) => [material.id, material]));
  return lines.map((line) => {
    const material = byId.get(line.skuId);
    if (!material || material.status !== STATUS_FILTER.material) {
      throw localizedError(404, (t) => t.itemNotFound(line.skuId));
    }
    if (material.bom !== line.bom) {
      throw localizedError(422, (t) => t.itemNotBom(line.skuId, line.bom));
    }
    if (material.priceCents === null || material.priceCents <= 0) {
      throw localizedError(422, (t) => t.itemWithoutPrice(material.bom));
    }
    return {
      skuId: material.id,
      bom: material.bom,
      productName: language === 'pl-PL' ? material.namePL : material.nameEN,
      num: line.num,
      unitPriceCents: material.priceCents,
    };
  });
}

type StoredOrder = Prisma.SparePartOrderGetPayload<{ include: { lines: true } }>;

/** Whether a repeated submission asks for exactly the stored order. */
function isSameOrder(stored: StoredOrder, payload: CreateAccessoriesOrderPayload): boolean {
  const info = payload.OrderInfo;
  return (
    ORDER_INFO_FIELDS.every((field) => stored[field] === info[field]) &&
    stored.lines.length === payload.detail.length &&
    stored.lines.every((line, index) => {
      const sent = payload.detail[index];
      return (
        sent !== undefined &&
        line.skuId === sent.skuId &&
        line.bom === sent.bom &&
        line.num === sent.num
      );
    })
  );
}

/** A placed order: its number, the key of its private page, and whether this request placed it. */
export interface PlacedOrder {
  orderId: number;
  accessToken: string;
  created: boolean;
}

type Outcome = PlacedOrder | { error: AppError };

/** The order a repeated submission asked for: placed with this code, the same cart and answer. */
async function repeatedOrder(
  tx: Tx,
  verifyCodeId: string,
  payload: CreateAccessoriesOrderPayload,
): Promise<Outcome> {
  const existing = await tx.sparePartOrder.findUnique({
    where: { verifyCodeId },
    include: { lines: true },
  });
  const repeated =
    existing !== null &&
    isSameOrder(existing, payload) &&
    (await isAnswerOf(tx, verifyCodeId, payload.code));
  return repeated
    ? // Every order placed with a code has a token; '' only for rows older than the tokens.
      { orderId: Number(existing.id), accessToken: existing.accessToken ?? '', created: false }
    : { error: localizedError(422, INVALID_CODE) };
}

/**
 * Places a cart order. The verification code is used up by this one try
 * whatever the outcome, so the code check and the order share a transaction
 * that commits the spent code even when the order is refused. A code already
 * used may be a repeated submission, answered with the order of its code
 * (`created` false then). Claiming the code is one conditional update, so of
 * submissions sent at once to any instances exactly one places the order; on
 * PostgreSQL the others wait for its commit and then find that order. A new
 * order's confirmation e-mail is written to the outbox in the same transaction.
 *
 * Statements of a placed order: the claim (which reads the answers' key as
 * well), the prices, then one insert per table: the order, its lines, its
 * outbox row.
 */
export async function placeSparePartOrder(
  db: PrismaClient,
  payload: CreateAccessoriesOrderPayload,
  { verifyCodeId, now }: { verifyCodeId: string | undefined; now: Date },
): Promise<PlacedOrder> {
  if (!verifyCodeId) throw localizedError(422, INVALID_CODE);
  const language = languageOrDefault(payload.language);

  const outcome = await db.$transaction(async (tx): Promise<Outcome> => {
    const claimed = await claimVerifyCode(tx, databaseKind(db), verifyCodeId, now);
    if (!claimed) return repeatedOrder(tx, verifyCodeId, payload);
    if (!isClaimedAnswer(claimed, payload.code))
      return { error: localizedError(422, INVALID_CODE) };

    let lines;
    try {
      lines = await priceLines(tx, payload.detail, language);
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
    // One insert per table: a nested create would read the order back.
    const order = { id: randomPublicId(), accessToken: newAccessToken() };
    await tx.sparePartOrder.create({
      data: {
        ...order,
        // The schema keeps only the known OrderInfo fields, each a column of the same name.
        ...payload.OrderInfo,
        status: PURCHASE_STATUS.pendingConfirmation,
        language,
        totalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.num, 0),
        verifyCodeId,
        createdAt: now,
      },
      select: { id: true },
    });
    await tx.sparePartOrderLine.createMany({
      data: lines.map((line) => ({ orderId: order.id, ...line })),
    });
    await tx.mailOutbox.create({
      data: outboxEntry('spare-order-placed', order.id, now),
      select: { id: true },
    });
    return { orderId: order.id, accessToken: order.accessToken, created: true };
  });

  if ('error' in outcome) throw outcome.error;
  return outcome;
}

/** The purchase lookup: progress and courier only, never the customer's data. */
export async function inquireSparePartOrder(
  db: PrismaClient,
  orderId: number,
): Promise<PurchaseInquiryResult> {
  const order = await db.sparePartOrder.findUnique({
    where: { id: orderId },
    select: { id: true, status: true, logisticsName: true, logisticsNo: true },
  });
  if (!order) throw localizedError(404, (t) => t.noSuchSpareOrder);
  return {
    orderId: Number(order.id),
    status: order.status,
    logisticsName: order.logisticsName,
    logisticsNo: order.logisticsNo,
  };
}

const PRIVATE_INCLUDE = {
  lines: { orderBy: { id: 'asc' } },
} as const satisfies Prisma.SparePartOrderInclude;

/** A spare-part order as its private page reads it. */
export type PrivateSpareOrder = Prisma.SparePartOrderGetPayload<{
  include: typeof PRIVATE_INCLUDE;
}>;

/**
 * The order of a private page's token, with its lines. The token is the only
 * key: a malformed one and an unknown one answer the same 404.
 */
export async function findSpareOrderByToken(
  db: Pick<PrismaClient, 'sparePartOrder'>,
  accessToken: string,
): Promise<PrivateSpareOrder> {
  const order = isAccessToken(accessToken)
    ? await db.sparePartOrder.findUnique({ where: { accessToken }, include: PRIVATE_INCLUDE })
    : null;
  if (!order) throw localizedError(404, (t) => t.noSuchSpareOrder);
  return order;
}

/**
 * A spare-part order's private page: the lines, totals, contact and invoice
 * data, status and courier, and what the customer may still do. `confirmed`
 * stays false while the order waits for the operator's confirmation (a
 * reopened order waits again), so the page says "received" until then; only
 * then may the customer cancel it.
 */
export function toSpareOrderView(order: PrivateSpareOrder): SpareOrderView {
  return {
    orderId: Number(order.id),
    status: order.status,
    confirmed:
      order.status !== PURCHASE_STATUS.pendingConfirmation &&
      order.status !== PURCHASE_STATUS.reopened,
    createdAt: upstreamTimestamp(order.createdAt),
    language: order.language,
    currency: CURRENCY,
    lines: order.lines.map((line) => ({
      productName: line.productName,
      bom: line.bom,
      num: line.num,
      unitPriceCents: line.unitPriceCents,
    })),
    totalCents: order.totalCents,
    contact: {
      name: order.contract,
      phone: order.tell,
      email: order.email,
      address: order.address,
      city: order.city,
      country: order.country,
      remark: order.remark,
    },
    invoice: {
      type: order.invoiceType,
      name: order.invoiceName,
      email: order.invoiceEmail,
      taxNo: order.taxNo,
      address: order.invoiceAddress,
      bankName: order.bankName,
      bankNo: order.bankNo,
      registerAddress: order.registerAddress,
      registerPhone: order.registerPhone,
    },
    logisticsName: order.logisticsName,
    logisticsNo: order.logisticsNo,
    actions: { cancel: customerMayCancelPurchase(order.status) },
  };
}

/** The private page of a token. */
export async function spareOrderView(
  db: PrismaClient,
  accessToken: string,
): Promise<SpareOrderView> {
  return toSpareOrderView(await findSpareOrderByToken(db, accessToken));
}
