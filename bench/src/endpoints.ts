import { API_PATHS, pickupDates, type CreateRepairOrderRequest } from '@portal/contracts';
import type { Seeded } from './seeded';

/** One request as the load tool sends it. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export type TargetName = 'portal' | 'limit' | 'prism' | 'json-server';

/** An endpoint of the benchmark and the request each target gets for it. */
export interface Endpoint {
  id: string;
  title: string;
  /** Reads the catalogue or looks up (the issue's ≥ 50 % / ≥ 2× targets apply). */
  readOnly: boolean;
  portal: Request;
  /** json-server has no form calls or upstream paths: its closest REST call on the same data. */
  jsonServer: Request;
  /** What the json-server call stands for. */
  jsonServerNote: string;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** The search text of the accessories page with search: matches a few parts in both languages. */
export const SEARCH_TEXT = 'kabel';

export function bookingBody(seeded: Seeded): CreateRepairOrderRequest {
  const dates = pickupDates();
  const pickupDate = dates[dates.length - 1];
  if (!pickupDate) throw new Error('no pick-up dates offered');
  return {
    repairInfo: {
      clientName: 'Anna Kowalska',
      clientTell: '+48600100200',
      clientEmail: 'anna.kowalska@example.com',
      clientCity: 'Warszawa',
      clientStreet: 'ul. Marszałkowska',
      clientHouseNumber: '12',
      clientPostalCode: '00-950',
      userId: seeded.brandId,
      sourceChannelId: seeded.channel.id,
      sourceChannelName: seeded.channel.name,
      productId: seeded.productId,
      warrantyStatus: '1',
      applySn: '354678120000017',
      applyAppearanceId: seeded.exterior.id,
      applyAppearance: seeded.exterior.name,
      faultDescribe: 'The screen stays black after a fall.',
      remark: 'Always',
      afterSalesType: 3,
      address: '-',
      operator: 'portal',
    },
    accessoriesList: [
      { accessoriesId: seeded.accessory.id, accessoriesName: seeded.accessory.name },
    ],
    pickupDate,
    isCreateShip: true,
    orderType: 1,
  };
}

/** The endpoints of the issue, in the order they run (the booking last: it writes). */
export function endpoints(seeded: Seeded): Endpoint[] {
  const lookupKey = seeded.rmaNumber;
  return [
    {
      id: 'accessories',
      title: 'Accessories page',
      readOnly: true,
      portal: {
        method: 'POST',
        path: API_PATHS.materialPage,
        headers: FORM,
        body: form({ status: 1, length: 15, start: 0, enName: '', plName: '' }),
      },
      jsonServer: {
        method: 'GET',
        path: '/materials?status=1&_sort=sortOrder,id&_order=asc,asc&_page=1&_limit=15',
      },
      jsonServerNote: 'GET /materials?status=1&_sort=sortOrder,id&_page=1&_limit=15',
    },
    {
      id: 'accessories-search',
      title: `Accessories page, search "${SEARCH_TEXT}"`,
      readOnly: true,
      portal: {
        method: 'POST',
        path: API_PATHS.materialPage,
        headers: FORM,
        body: form({ status: 1, length: 15, start: 0, enName: SEARCH_TEXT, plName: SEARCH_TEXT }),
      },
      jsonServer: {
        method: 'GET',
        path: `/materials?status=1&q=${SEARCH_TEXT}&_sort=sortOrder,id&_order=asc,asc&_page=1&_limit=15`,
      },
      jsonServerNote: `the same with q=${SEARCH_TEXT} (full-text over every field)`,
    },
    {
      id: 'documents',
      title: 'Documents page',
      readOnly: true,
      portal: {
        method: 'GET',
        path: `${API_PATHS.documentsPage}?start=0&length=10&status=2&docType=1`,
      },
      jsonServer: {
        method: 'GET',
        path: '/documents?status=2&docType=1&_sort=createTime,id&_order=desc,desc&_page=1&_limit=10',
      },
      jsonServerNote:
        'GET /documents?status=2&docType=1&_sort=createTime,id&_order=desc&_page=1&_limit=10',
    },
    {
      id: 'serials',
      title: 'Serial query',
      readOnly: true,
      portal: {
        method: 'POST',
        path: API_PATHS.serialQuery,
        headers: FORM,
        body: form({ status: 1, enName: '' }),
      },
      jsonServer: { method: 'GET', path: '/serials?status=1&_sort=sortOrder,id' },
      jsonServerNote: 'GET /serials?status=1&_sort=sortOrder,id',
    },
    {
      id: 'lookup',
      title: 'Repair lookup (RMA number)',
      readOnly: true,
      portal: {
        method: 'GET',
        path: `${API_PATHS.repairLookup}?keyword=${encodeURIComponent(lookupKey)}`,
      },
      jsonServer: { method: 'GET', path: `/repairOrders?rmaNumber=${lookupKey}` },
      jsonServerNote: 'GET /repairOrders?rmaNumber=… (exact match on one key only)',
    },
    {
      id: 'booking',
      title: 'Repair booking',
      readOnly: false,
      portal: {
        method: 'POST',
        path: API_PATHS.repairOrderAdd,
        headers: JSON_BODY,
        body: JSON.stringify(bookingBody(seeded)),
      },
      jsonServer: {
        method: 'POST',
        path: '/repairOrders',
        headers: JSON_BODY,
        body: JSON.stringify(bookingBody(seeded)),
      },
      jsonServerNote:
        'POST /repairOrders (stores the body as is: no checks, no shipment, no numbers)',
    },
  ];
}

/** The request a target gets for an endpoint: Prism and the limit take the portal's own. */
export function requestFor(endpoint: Endpoint, target: TargetName): Request {
  return target === 'json-server' ? endpoint.jsonServer : endpoint.portal;
}
