import type { DictionaryTypeId, Language } from '@portal/contracts';
import { STORAGE_PROBLEMS } from '@portal/db';
import { text } from '../texts';

/** A problem of the database a client is told of (`STORAGE_PROBLEMS` in `@portal/db`). */
export type StorageProblem = keyof typeof STORAGE_PROBLEMS;

/** An operator's step refused, as the lifecycle says why (contracts `StepRefusal`), its states written out. */
export type StepRefusalText =
  | { reason: 'noNextStep' }
  | { reason: 'unknownTarget'; target: string; names: readonly string[] }
  | { reason: 'alreadyThere'; state: string }
  | { reason: 'cannotReach'; from: string; wanted: { state: string } | { step: string } };

/**
 * The server's own messages, which the web app does not show as texts of its
 * own, in each language of the portal (`locales/<lang>.json`). The English
 * ones are what clients have always read (the contract tests compare some of
 * them exactly).
 */
export interface ServerTexts {
  noSuchRepairOrder: string;
  noSuchSpareOrder: string;
  invalidVerifyCode: string;
  itemNotFound: (id: number) => string;
  itemNotBom: (id: number, bom: string) => string;
  itemWithoutPrice: (bom: string) => string;
  unsupportedContentType: string;
  bodyTooLarge: string;
  emptyBody: string;
  malformedJson: string;
  jsonTooDeep: (levels: number) => string;
  invalidContentLength: string;
  missingContentType: string;
  notMultipart: string;
  tooManyParts: string;
  tooManyFiles: string;
  tooManyFields: string;
  fileTooLarge: string;
  malformedUrl: string;
  methodNotAllowed: (method: string, path: string, allowed: string) => string;
  noSuchPath: (method: string, path: string) => string;
  stubNeverMatches: (method: string, path: string) => string;
  stubNotFound: (id: number) => string;
  upstreamUnreachable: (url: string) => string;
  quoteAlreadyAnswered: (rmaNumber: string, answer: 'approved' | 'declined') => string;
  noQuoteWaiting: (rmaNumber: string) => string;
  shipmentNotFound: (shipmentId: number | bigint) => string;
  shipmentOfOrderNotFound: (shipmentId: number | bigint, orderId: number | bigint) => string;
  /** By its id or its RMA number. */
  repairOrderNotFound: (orderId: number | bigint | string) => string;
  brandNotFound: (brandId: number) => string;
  /** The agreement of a brand that is not there, as clients have always read it. */
  brandUnknown: string;
  productNotFound: (productId: number, brandId: number) => string;
  dictionaryEntriesNotFound: (typeId: DictionaryTypeId, ids: readonly number[]) => string;
  brandWithoutAgreement: string;
  labelOfCancelledShipment: (shipmentNo: string) => string;
  noPickupOn: (date: string, reason: PickupDateReason, offered: readonly string[]) => string;
  pickupWindowTooShort: string;
  pickupWindowNotOffered: (windows: readonly string[]) => string;
  pickupWindowEnded: (date: string, from: string, to: string) => string;
  noFreePickupSlots: (date: string, from: string, to: string) => string;
  shipmentCancelledBookAgain: (shipmentNo: string) => string;
  deviceAlreadyCollected: (shipmentNo: string) => string;
  shipmentAlreadyCancelled: (shipmentNo: string) => string;
  deviceCollectedNoCancel: (shipmentNo: string) => string;
  shipmentChangedMeanwhile: string;
  bookingCap: (counted: 'email' | 'phone' | 'network', cap: number) => string;
  noCourierShipment: (rmaNumber: string) => string;
  pickupOfCancelledOrder: (rmaNumber: string, change: PickupChange) => string;
  pickupAfterCollection: (rmaNumber: string, change: PickupChange) => string;
  formFieldTooLarge: string;
  malformedMultipart: string;
  noSuchPrivatePage: string;
  /** No parcel of the simulated courier has the tracking number. */
  noSuchParcel: string;
  /** Over the messages an order may send the service in a day. */
  repairMessageLimit: (rmaNumber: string, limit: number) => string;
  spareOrderMessageLimit: (orderId: number, limit: number) => string;
  orderChangedMeanwhile: string;
  bodyTypeNotAccepted: (types: readonly string[]) => string;
  crossSiteRefused: (reason: string) => string;
  operatorTokenLocked: string;
  operatorTokenWrong: string;
  clockNotFixed: string;
  spareOrderNotFound: (orderId: number) => string;
  /** The customer's cancel of a spare-part order already cancelled. */
  spareOrderAlreadyCancelled: (orderId: number) => string;
  /** The customer's cancel of a spare-part order the service has confirmed (or moved on further). */
  spareOrderNotCancellable: (orderId: number) => string;
  outsideLifecycle: (kind: OrderKind, key: string | number, status: number) => string;
  /** A refused step with the steps possible instead (`options`: each step and where it leads). */
  stepRefused: (
    kind: OrderKind,
    key: string | number,
    refusal: StepRefusalText,
    from: string,
    options: readonly { step: string; to: string; manual: boolean }[],
  ) => string;
  quoteLinesWithOtherStep: (rmaNumber: string, step: string, to: string) => string;
  storage: Record<StorageProblem, string>;
  printingBusy: string;
}

/** Which kind of order an operator's call is about. */
export type OrderKind = 'repair' | 'spare';

/** Why the courier does not come on a date. */
export type PickupDateReason = 'notOffered' | 'past' | 'weekend' | 'holiday' | 'todayEnded';
/** What a customer asked of a pick-up that can no longer change. */
export type PickupChange = 'reschedule' | 'cancel';

/** The server's messages in `lng`, from the i18next namespace `server`. */
function serverTexts(lng: Language): ServerTexts {
  const t = (key: string, values?: Record<string, string | number>) =>
    text('server', lng, key, values);
  return {
    noSuchRepairOrder: t('noSuchRepairOrder'),
    noSuchSpareOrder: t('noSuchSpareOrder'),
    invalidVerifyCode: t('invalidVerifyCode'),
    itemNotFound: (id) => t('itemNotFound', { id }),
    itemNotBom: (id, bom) => t('itemNotBom', { id, bom }),
    itemWithoutPrice: (bom) => t('itemWithoutPrice', { bom }),
    unsupportedContentType: t('unsupportedContentType'),
    bodyTooLarge: t('bodyTooLarge'),
    emptyBody: t('emptyBody'),
    malformedJson: t('malformedJson'),
    jsonTooDeep: (levels) => t('jsonTooDeep', { levels }),
    invalidContentLength: t('invalidContentLength'),
    missingContentType: t('missingContentType'),
    notMultipart: t('notMultipart'),
    tooManyParts: t('tooManyParts'),
    tooManyFiles: t('tooManyFiles'),
    tooManyFields: t('tooManyFields'),
    fileTooLarge: t('fileTooLarge'),
    malformedUrl: t('malformedUrl'),
    methodNotAllowed: (method, path, allowed) => t('methodNotAllowed', { method, path, allowed }),
    noSuchPath: (method, path) => t('noSuchPath', { method, path }),
    stubNeverMatches: (method, path) => t('stubNeverMatches', { method, path }),
    stubNotFound: (id) => t('stubNotFound', { id: String(id) }),
    upstreamUnreachable: (url) => t('upstreamUnreachable', { url }),
    quoteAlreadyAnswered: (rmaNumber, answer) => t(`quoteAlreadyAnswered.${answer}`, { rmaNumber }),
    noQuoteWaiting: (rmaNumber) => t('noQuoteWaiting', { rmaNumber }),
    shipmentNotFound: (shipmentId) => t('shipmentNotFound', { shipmentId: String(shipmentId) }),
    shipmentOfOrderNotFound: (shipmentId, orderId) =>
      t('shipmentOfOrderNotFound', { shipmentId: String(shipmentId), orderId: String(orderId) }),
    repairOrderNotFound: (orderId) => t('repairOrderNotFound', { orderId: String(orderId) }),
    brandNotFound: (brandId) => t('brandNotFound', { brandId }),
    brandUnknown: t('brandUnknown'),
    productNotFound: (productId, brandId) => t('productNotFound', { productId, brandId }),
    dictionaryEntriesNotFound: (typeId, ids) =>
      t(`dictionaryEntriesNotFound.${typeId}`, { ids: ids.join(', ') }),
    brandWithoutAgreement: t('brandWithoutAgreement'),
    labelOfCancelledShipment: (shipmentNo) => t('labelOfCancelledShipment', { shipmentNo }),
    noPickupOn: (date, reason, offered) =>
      t('noPickupOn', {
        date,
        reason: t(`pickupDateReason.${reason}`),
        offered: offered.join(', '),
      }),
    pickupWindowTooShort: t('pickupWindowTooShort'),
    pickupWindowNotOffered: (windows) =>
      t('pickupWindowNotOffered', { windows: windows.join(lng === 'en-US' ? ' or ' : ', ') }),
    pickupWindowEnded: (date, from, to) => t('pickupWindowEnded', { date, from, to }),
    noFreePickupSlots: (date, from, to) => t('noFreePickupSlots', { date, from, to }),
    shipmentCancelledBookAgain: (shipmentNo) => t('shipmentCancelledBookAgain', { shipmentNo }),
    deviceAlreadyCollected: (shipmentNo) => t('deviceAlreadyCollected', { shipmentNo }),
    shipmentAlreadyCancelled: (shipmentNo) => t('shipmentAlreadyCancelled', { shipmentNo }),
    deviceCollectedNoCancel: (shipmentNo) => t('deviceCollectedNoCancel', { shipmentNo }),
    shipmentChangedMeanwhile: t('shipmentChangedMeanwhile'),
    bookingCap: (counted, cap) => t(`bookingCap.${counted}`, { cap }),
    noCourierShipment: (rmaNumber) => t('noCourierShipment', { rmaNumber }),
    pickupOfCancelledOrder: (rmaNumber, change) =>
      t(`pickupOfCancelledOrder.${change}`, { rmaNumber }),
    pickupAfterCollection: (rmaNumber, change) =>
      t(`pickupAfterCollection.${change}`, { rmaNumber }),
    formFieldTooLarge: t('formFieldTooLarge'),
    malformedMultipart: t('malformedMultipart'),
    noSuchPrivatePage: t('noSuchPrivatePage'),
    noSuchParcel: t('noSuchParcel'),
    repairMessageLimit: (rmaNumber, limit) => t('repairMessageLimit', { rmaNumber, limit }),
    spareOrderMessageLimit: (orderId, limit) => t('spareOrderMessageLimit', { orderId, limit }),
    orderChangedMeanwhile: t('orderChangedMeanwhile'),
    bodyTypeNotAccepted: (types) => t('bodyTypeNotAccepted', { types: types.join(` ${t('or')} `) }),
    crossSiteRefused: (reason) => t('crossSiteRefused', { reason }),
    operatorTokenLocked: t('operatorTokenLocked'),
    operatorTokenWrong: t('operatorTokenWrong'),
    clockNotFixed: t('clockNotFixed'),
    spareOrderNotFound: (orderId) => t('spareOrderNotFound', { orderId }),
    spareOrderAlreadyCancelled: (orderId) => t('spareOrderAlreadyCancelled', { orderId }),
    spareOrderNotCancellable: (orderId) => t('spareOrderNotCancellable', { orderId }),
    outsideLifecycle: (kind, key, status) => t(`outsideLifecycle.${kind}`, { key, status }),
    stepRefused: (kind, key, refusal, from, options) => {
      const list = options
        .map((o) => `${o.step} → ${o.to}${o.manual ? ` ${t('stepRefusal.onlyWhenAsked')}` : ''}`)
        .join(', ');
      const possible =
        options.length === 0
          ? t('stepRefusal.final', { state: from })
          : t('stepRefusal.options', { state: from, list });
      const why = (() => {
        switch (refusal.reason) {
          case 'unknownTarget':
            return t('stepRefusal.unknownTarget', {
              target: refusal.target,
              names: refusal.names.join(', '),
            });
          case 'noNextStep':
            return `${t('stepRefusal.noNextStep')} ${possible}`;
          case 'alreadyThere':
            return `${t('stepRefusal.alreadyThere', { state: refusal.state })} ${possible}`;
          case 'cannotReach': {
            const wanted =
              'state' in refusal.wanted
                ? refusal.wanted.state
                : t('stepRefusal.wantedStep', { step: refusal.wanted.step });
            return `${t('stepRefusal.cannotReach', { from: refusal.from, wanted })} ${possible}`;
          }
        }
      })();
      return t(`stepRefused.${kind}`, { key, why });
    },
    quoteLinesWithOtherStep: (rmaNumber, step, to) =>
      t('quoteLinesWithOtherStep', { rmaNumber, step, to }),
    storage: Object.fromEntries(
      Object.keys(STORAGE_PROBLEMS).map((problem) => [problem, t(`storage.${problem}`)]),
    ) as Record<StorageProblem, string>,
    printingBusy: t('printingBusy'),
  };
}

/** The server's messages in each language, read from the i18next resources once at start-up. */
export const SERVER_TEXTS: Record<Language, ServerTexts> = {
  'pl-PL': serverTexts('pl-PL'),
  'en-US': serverTexts('en-US'),
  'zh-CN': serverTexts('zh-CN'),
};

/** A message of the server's own, written out in any language. */
export type ServerText = (texts: ServerTexts) => string;

/** The names of the fixed texts (not those made of parts). */
export type FixedText = {
  [K in keyof ServerTexts]: ServerTexts[K] extends string ? K : never;
}[keyof ServerTexts];

/**
 * The server's text of each fixed English message (its own fixed texts and
 * the database's problems as `@portal/db` words them), for messages made as
 * plain text.
 */
export const FIXED_TEXTS: ReadonlyMap<string, ServerText> = new Map([
  ...(Object.entries(SERVER_TEXTS['en-US']) as [keyof ServerTexts, unknown][])
    .filter((entry): entry is [FixedText, string] => typeof entry[1] === 'string')
    .map(([key, text]): [string, ServerText] => [text, (texts) => texts[key]]),
  ...(Object.entries(STORAGE_PROBLEMS) as [StorageProblem, string][]).map(
    ([problem, text]): [string, ServerText] => [text, (texts) => texts.storage[problem]],
  ),
]);
