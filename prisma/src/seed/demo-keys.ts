/**
 * Lookup keys of the demo data, for tests and the README. The seed uses fixed
 * ids and dates, so these never change; the seed tests check every one.
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
      orderId: 1,
      status: 1,
      rmaNumber: 'RMA261119000001',
      imei: '354678124182036',
      shipmentId: 1,
      shipmentNo: 'PCS000000001',
      sendLogisticsNo: null,
    },
    toBeReceivedByFactory: {
      orderId: 2,
      status: 2,
      rmaNumber: 'RMA261117000002',
      imei: '861234052077156',
      shipmentId: 2,
      shipmentNo: 'PCS000000002',
      sendLogisticsNo: null,
    },
    toBeReceivedByChannel: {
      orderId: 3,
      status: 3,
      rmaNumber: 'RMA261116000003',
      imei: '354678125309182',
      shipmentId: 3,
      shipmentNo: 'PCS000000003',
      sendLogisticsNo: null,
    },
    checking: {
      orderId: 4,
      status: 4,
      rmaNumber: 'RMA261112000004',
      imei: '354678127710460',
      shipmentId: 4,
      shipmentNo: 'PCS000000004',
      sendLogisticsNo: null,
    },
    waitingForPart: {
      orderId: 5,
      status: 5,
      rmaNumber: 'RMA261105000005',
      imei: '861234053188408',
      shipmentId: 5,
      shipmentNo: 'PCS000000005',
      sendLogisticsNo: null,
    },
    quoteToBeConfirmed: {
      orderId: 6,
      status: 6,
      rmaNumber: 'RMA261109000006',
      imei: '354678120926576',
      shipmentId: 6,
      shipmentNo: 'PCS000000006',
      sendLogisticsNo: null,
    },
    processing: {
      orderId: 7,
      status: 7,
      rmaNumber: 'RMA261110000007',
      imei: '861234054401925',
      shipmentId: 7,
      shipmentNo: 'PCS000000007',
      sendLogisticsNo: null,
    },
    finished: {
      orderId: 8,
      status: 8,
      rmaNumber: 'RMA261020000008',
      imei: '354678126635817',
      shipmentId: 8,
      shipmentNo: 'PCS000000008',
      sendLogisticsNo: '620548317725610492836154',
    },
    cancelled: {
      orderId: 9,
      status: 9,
      rmaNumber: 'RMA261104000009',
      imei: '354678121854298',
      shipmentId: 9,
      shipmentNo: 'PCS000000009',
      sendLogisticsNo: null,
    },
    logisticsToBeBuilt: {
      orderId: 10,
      status: 10,
      rmaNumber: 'RMA261120000010',
      imei: '861234055590270',
      shipmentId: 10,
      shipmentNo: 'PCS000000010',
      sendLogisticsNo: null,
    },
  } satisfies Record<RepairStatusName, RepairOrderKeys>,
  /** Two more repair orders that show other variants of a status. */
  moreRepairOrders: {
    /** Finished, booked in English, returned by DPD. */
    finishedInEnglishByDpd: {
      orderId: 11,
      status: 8,
      rmaNumber: 'RMA261005000011',
      imei: '861234056033189',
      shipmentId: 11,
      shipmentNo: 'PCS000000011',
      sendLogisticsNo: '1000634872315U',
    },
    /** Processing with the repair done (four timestamps), not yet sent. */
    repairedAwaitingDispatch: {
      orderId: 12,
      status: 7,
      rmaNumber: 'RMA261113000012',
      imei: '354678128473027',
      shipmentId: 12,
      shipmentNo: 'PCS000000012',
      sendLogisticsNo: null,
    },
  } satisfies Record<string, RepairOrderKeys>,
  /** One spare-part order in every purchase status: the order id to look up. */
  purchaseOrders: {
    pendingConfirmation: 1001,
    pendingPayment: 1002,
    /** No logistics data yet. Enterprise invoice with NIP 5260250274. */
    pendingShipment: 1003,
    /** DPD 1000634901127U. */
    pendingInvoice: 1004,
    /** InPost 620548318802714563902217. */
    completed: 1005,
    cancelled: 1006,
    reopened: 1007,
  } satisfies Record<keyof typeof PURCHASE_STATUS, number>,
  /** Well-formed keys that match nothing, for the no-data states. */
  notFound: {
    rmaNumber: 'RMA261231999999',
    /** Valid Luhn check digit, on no order. */
    imei: '354678129999996',
    purchaseOrderId: 999999,
  },
} as const;
