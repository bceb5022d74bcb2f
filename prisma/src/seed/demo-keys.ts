/**
 * Lookup keys of the demo data, for tests and docs/demo.md. The seed uses fixed
 * ids and dates, so these never change; the seed tests check every one. The
 * ids have the form of the random public ids the API draws (PUBLIC_ID); the
 * RMA and tracking numbers have fixed serials of their own (NUMBER_SERIAL),
 * unrelated to the ids, as the API draws them.
 */
import type { PURCHASE_STATUS, RepairStatusName } from '@portal/contracts';

interface RepairOrderKeys {
  orderId: number;
  status: number;
  rmaNumber: string;
  imei: string;
  shipmentId: number;
  shipmentNo: string;
  /** The return parcel's courier number, once the repaired device is sent. */
  sendLogisticsNo: string | null;
}

export const DEMO_KEYS = {
  brands: {
    /** NovaTel: agreement in pl, en and zh. */
    withAgreement: 1,
    /** Orbis Mobile: no agreement. */
    withoutAgreement: 2,
  },
  /** NovaTel X5 Series: 18 active parts, more than one page of 15; first by sortOrder. */
  serialWithManyAccessories: 1,
  /** Loudspeaker module, X5 series (first page of that serial): price null. */
  accessoryWithoutPrice: 11,
  /** Protective film Fold 2: price 0. */
  accessoryWithZeroPrice: 33,
  /** One order in every repair status, by status name. */
  repairOrders: {
    pendingPickup: {
      orderId: 295119607892226,
      status: 1,
      rmaNumber: 'RMA261119924084675699546',
      imei: '354678124182036',
      shipmentId: 150135167941932,
      shipmentNo: 'PCS688184528213950',
      sendLogisticsNo: null,
    },
    toBeReceivedByFactory: {
      orderId: 996968151807269,
      status: 2,
      rmaNumber: 'RMA261117121755814451161',
      imei: '861234052077156',
      shipmentId: 623726620187615,
      shipmentNo: 'PCS669114957551772',
      sendLogisticsNo: null,
    },
    toBeReceivedByChannel: {
      orderId: 955429335151335,
      status: 3,
      rmaNumber: 'RMA261116268049871481519',
      imei: '354678125309182',
      shipmentId: 578001677834414,
      shipmentNo: 'PCS759287239763107',
      sendLogisticsNo: null,
    },
    checking: {
      orderId: 377294120452287,
      status: 4,
      rmaNumber: 'RMA261112689223576474694',
      imei: '354678127710460',
      shipmentId: 999881873411450,
      shipmentNo: 'PCS661748892700752',
      sendLogisticsNo: null,
    },
    waitingForPart: {
      orderId: 101179933734849,
      status: 5,
      rmaNumber: 'RMA261105374665256391330',
      imei: '861234053188408',
      shipmentId: 732432145572049,
      shipmentNo: 'PCS328302611303184',
      sendLogisticsNo: null,
    },
    quoteToBeConfirmed: {
      orderId: 165059677508947,
      status: 6,
      rmaNumber: 'RMA261109145059631009738',
      imei: '354678120926576',
      shipmentId: 259454708886777,
      shipmentNo: 'PCS954025726197316',
      sendLogisticsNo: null,
    },
    processing: {
      orderId: 610038697924789,
      status: 7,
      rmaNumber: 'RMA261110173250512667362',
      imei: '861234054401925',
      shipmentId: 951833865175804,
      shipmentNo: 'PCS266440680285913',
      sendLogisticsNo: null,
    },
    finished: {
      orderId: 893181600538526,
      status: 8,
      rmaNumber: 'RMA261020774281010138830',
      imei: '354678126635817',
      shipmentId: 496859169967091,
      shipmentNo: 'PCS214551375102186',
      sendLogisticsNo: '620548317725610492836154',
    },
    cancelled: {
      orderId: 382199064337640,
      status: 9,
      rmaNumber: 'RMA261104222576225983439',
      imei: '354678121854298',
      shipmentId: 185165218173516,
      shipmentNo: 'PCS851467449137789',
      sendLogisticsNo: null,
    },
    logisticsToBeBuilt: {
      orderId: 386029912935201,
      status: 10,
      rmaNumber: 'RMA261120959713812073162',
      imei: '861234055590270',
      shipmentId: 825303276731474,
      shipmentNo: 'PCS669761956772644',
      sendLogisticsNo: null,
    },
  } satisfies Record<RepairStatusName, RepairOrderKeys>,
  /** Two more repair orders that show other variants of a status. */
  moreRepairOrders: {
    /** Finished, booked in English, returned by DPD. */
    finishedInEnglishByDpd: {
      orderId: 606630750485115,
      status: 8,
      rmaNumber: 'RMA261005680399034441655',
      imei: '861234056033189',
      shipmentId: 935540999828529,
      shipmentNo: 'PCS191605480731166',
      sendLogisticsNo: '1000634872315U',
    },
    /** Processing with the repair done (four timestamps), not yet sent. */
    repairedAwaitingDispatch: {
      orderId: 356574142927907,
      status: 7,
      rmaNumber: 'RMA261113766265567542191',
      imei: '354678128473027',
      shipmentId: 391936620969336,
      shipmentNo: 'PCS273807702319887',
      sendLogisticsNo: null,
    },
  } satisfies Record<string, RepairOrderKeys>,
  /** One spare-part order in every purchase status: the order id to look up. */
  purchaseOrders: {
    pendingConfirmation: 857995540650430,
    pendingPayment: 403041143847064,
    /** No logistics data yet. Enterprise invoice with NIP 5260250274. */
    pendingShipment: 257438793011427,
    /** DPD 1000634901127U. */
    pendingInvoice: 477422416447671,
    /** InPost 620548318802714563902217. */
    completed: 439160812585851,
    cancelled: 270995721786056,
    reopened: 130566951107296,
  } satisfies Record<keyof typeof PURCHASE_STATUS, number>,
  /** Well-formed keys that match nothing, for the no-data states. */
  notFound: {
    rmaNumber: 'RMA261231999999999999999',
    /** Valid Luhn check digit, on no order. */
    imei: '354678129999996',
    purchaseOrderId: 500000000000001,
  },
} as const;
