/**
 * Lookup keys of the demo data, for tests and the README. The seed uses fixed
 * ids and dates, so these never change; the seed tests check every one. The
 * ids have the form of the random public ids the API draws (PUBLIC_ID).
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
      rmaNumber: 'RMA261119295119607892226',
      imei: '354678124182036',
      shipmentId: 150135167941932,
      shipmentNo: 'PCS150135167941932',
      sendLogisticsNo: null,
    },
    toBeReceivedByFactory: {
      orderId: 996968151807269,
      status: 2,
      rmaNumber: 'RMA261117996968151807269',
      imei: '861234052077156',
      shipmentId: 623726620187615,
      shipmentNo: 'PCS623726620187615',
      sendLogisticsNo: null,
    },
    toBeReceivedByChannel: {
      orderId: 955429335151335,
      status: 3,
      rmaNumber: 'RMA261116955429335151335',
      imei: '354678125309182',
      shipmentId: 578001677834414,
      shipmentNo: 'PCS578001677834414',
      sendLogisticsNo: null,
    },
    checking: {
      orderId: 377294120452287,
      status: 4,
      rmaNumber: 'RMA261112377294120452287',
      imei: '354678127710460',
      shipmentId: 999881873411450,
      shipmentNo: 'PCS999881873411450',
      sendLogisticsNo: null,
    },
    waitingForPart: {
      orderId: 101179933734849,
      status: 5,
      rmaNumber: 'RMA261105101179933734849',
      imei: '861234053188408',
      shipmentId: 732432145572049,
      shipmentNo: 'PCS732432145572049',
      sendLogisticsNo: null,
    },
    quoteToBeConfirmed: {
      orderId: 165059677508947,
      status: 6,
      rmaNumber: 'RMA261109165059677508947',
      imei: '354678120926576',
      shipmentId: 259454708886777,
      shipmentNo: 'PCS259454708886777',
      sendLogisticsNo: null,
    },
    processing: {
      orderId: 610038697924789,
      status: 7,
      rmaNumber: 'RMA261110610038697924789',
      imei: '861234054401925',
      shipmentId: 951833865175804,
      shipmentNo: 'PCS951833865175804',
      sendLogisticsNo: null,
    },
    finished: {
      orderId: 893181600538526,
      status: 8,
      rmaNumber: 'RMA261020893181600538526',
      imei: '354678126635817',
      shipmentId: 496859169967091,
      shipmentNo: 'PCS496859169967091',
      sendLogisticsNo: '620548317725610492836154',
    },
    cancelled: {
      orderId: 382199064337640,
      status: 9,
      rmaNumber: 'RMA261104382199064337640',
      imei: '354678121854298',
      shipmentId: 185165218173516,
      shipmentNo: 'PCS185165218173516',
      sendLogisticsNo: null,
    },
    logisticsToBeBuilt: {
      orderId: 386029912935201,
      status: 10,
      rmaNumber: 'RMA261120386029912935201',
      imei: '861234055590270',
      shipmentId: 825303276731474,
      shipmentNo: 'PCS825303276731474',
      sendLogisticsNo: null,
    },
  } satisfies Record<RepairStatusName, RepairOrderKeys>,
  /** Two more repair orders that show other variants of a status. */
  moreRepairOrders: {
    /** Finished, booked in English, returned by DPD. */
    finishedInEnglishByDpd: {
      orderId: 606630750485115,
      status: 8,
      rmaNumber: 'RMA261005606630750485115',
      imei: '861234056033189',
      shipmentId: 935540999828529,
      shipmentNo: 'PCS935540999828529',
      sendLogisticsNo: '1000634872315U',
    },
    /** Processing with the repair done (four timestamps), not yet sent. */
    repairedAwaitingDispatch: {
      orderId: 356574142927907,
      status: 7,
      rmaNumber: 'RMA261113356574142927907',
      imei: '354678128473027',
      shipmentId: 391936620969336,
      shipmentNo: 'PCS391936620969336',
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
