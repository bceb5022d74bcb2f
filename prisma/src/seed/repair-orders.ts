/**
 * Demo repair orders: one or more in every repair status, each with its
 * courier shipment and pick-up reservation, timestamps as far as the repair
 * has got. Customers are fictional; e-mail addresses use example.com.
 */
import {
  AFTER_SALES_TYPE,
  DEFAULT_QUOTE_LINES,
  PORTAL_ADDRESS_PLACEHOLDER,
  PORTAL_OPERATOR_TAG,
  REPAIR_ORDER_TYPE,
  REPAIR_STATUS,
  WARRANTY_STATUS,
  composeClientAddress,
  emailKey,
  formatRmaNumber,
  formatTrackingNumber,
  phoneKey,
  withLuhnDigit,
} from '@portal/contracts';
import { DICTIONARY_ID, PRODUCT_ID, PRODUCTS, dictionaryName } from './catalogue';
import { localDate, warsaw } from './time';

// Type allocation codes of the two fictional brands.
export const NOVATEL_TAC = '35467812';
export const ORBIS_TAC = '86123405';

/** A customer's contact and pick-up address, as a repair order stores them. */
export interface Client {
  name: string;
  tell: string;
  email: string;
  city: string;
  street: string;
  houseNumber: string;
  postalCode: string;
}

interface RepairSeed {
  /** Fixed public ids (DEMO_KEYS), of the form the API draws at random. */
  id: number;
  shipmentId: number;
  /**
   * Fixed serials of the RMA and tracking numbers (NUMBER_SERIAL), drawn once
   * at random apart from the ids, as the API draws them: the numbers, printed
   * on the label, tell nothing of the ids.
   */
  rmaSerial: number;
  trackingSerial: number;
  /** Key in DEMO_KEYS.repairOrders, or a name for the extra orders. */
  key: string;
  status: number;
  language?: string;
  client: Client;
  productId: number;
  channelId: number;
  warranty: string;
  imei: string;
  exteriorId: number;
  fault: string;
  frequency: string;
  accessories: number[];
  /** Warsaw local times of the lookup steps. */
  created: string;
  received?: string;
  checked?: string;
  repaired?: string;
  sent?: string;
  courier?: { name: string; trackingNo: string };
  pickup: { date: string; from: string; to: string };
  shipment: 'created' | 'reserved' | 'cancelled';
  /** Null where the pick-up was never booked. */
  reservation: 'active' | 'cancelled' | null;
}

const MORNING = { from: '10:00', to: '13:00' };
const AFTERNOON = { from: '13:00', to: '15:00' };

export const REPAIR_ORDERS: RepairSeed[] = [
  {
    id: 295119607892226,
    shipmentId: 150135167941932,
    rmaSerial: 924_084_675_699_546,
    trackingSerial: 688_184_528_213_950,
    key: 'pendingPickup',
    status: REPAIR_STATUS.pendingPickup,
    client: {
      name: 'Anna Kowalczyk',
      tell: '+48 601 234 567',
      email: 'anna.kowalczyk@example.com',
      city: 'Warszawa',
      street: 'Marszałkowska',
      houseNumber: '84/12',
      postalCode: '00-514',
    },
    productId: PRODUCT_ID.novaTelX5Pro,
    channelId: DICTIONARY_ID.channelWebsite,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}418203`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault:
      'Telefon nie ładuje się po podłączeniu oryginalnej ładowarki; ikona ładowania pojawia się i po chwili znika.',
    frequency: 'Za każdym razem, od około tygodnia.',
    accessories: [DICTIONARY_ID.accessoryCharger, DICTIONARY_ID.accessoryCable],
    created: '2026-11-19 14:22',
    pickup: { date: '2026-11-23', ...MORNING },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 996968151807269,
    shipmentId: 623726620187615,
    rmaSerial: 121_755_814_451_161,
    trackingSerial: 669_114_957_551_772,
    key: 'toBeReceivedByFactory',
    status: REPAIR_STATUS.toBeReceivedByFactory,
    client: {
      name: 'Piotr Wiśniewski',
      tell: '+48 502 118 903',
      email: 'piotr.wisniewski@example.com',
      city: 'Kraków',
      street: 'Długa',
      houseNumber: '15',
      postalCode: '31-147',
    },
    productId: PRODUCT_ID.orbisOneMax,
    channelId: DICTIONARY_ID.channelOperator,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${ORBIS_TAC}207715`),
    exteriorId: DICTIONARY_ID.exteriorScratch,
    fault: 'Aparat główny nie ustawia ostrości, zdjęcia są rozmazane.',
    frequency: 'Stale, na wszystkich tylnych obiektywach.',
    accessories: [DICTIONARY_ID.accessoryCase],
    created: '2026-11-17 09:05',
    pickup: { date: '2026-11-18', ...AFTERNOON },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 955429335151335,
    shipmentId: 578001677834414,
    rmaSerial: 268_049_871_481_519,
    trackingSerial: 759_287_239_763_107,
    key: 'toBeReceivedByChannel',
    status: REPAIR_STATUS.toBeReceivedByChannel,
    client: {
      name: 'Katarzyna Zielińska',
      tell: '+48 698 442 170',
      email: 'k.zielinska@example.com',
      city: 'Gdańsk',
      street: 'Grunwaldzka',
      houseNumber: '82',
      postalCode: '80-244',
    },
    productId: PRODUCT_ID.novaTelA3,
    channelId: DICTIONARY_ID.channelPartnerShop,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}530918`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault: 'Brak dźwięku w słuchawce podczas rozmów; rozmówca słyszy mnie dobrze.',
    frequency: 'Od ostatniej aktualizacji oprogramowania, przy każdej rozmowie.',
    accessories: [],
    created: '2026-11-16 16:40',
    pickup: { date: '2026-11-17', ...MORNING },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 377294120452287,
    shipmentId: 999881873411450,
    rmaSerial: 689_223_576_474_694,
    trackingSerial: 661_748_892_700_752,
    key: 'checking',
    status: REPAIR_STATUS.checking,
    client: {
      name: 'Tomasz Lewandowski',
      tell: '+48 512 907 334',
      email: 'tomasz.lewandowski@example.com',
      city: 'Wrocław',
      street: 'Legnicka',
      houseNumber: '48A',
      postalCode: '54-202',
    },
    productId: PRODUCT_ID.novaTelFold2,
    channelId: DICTIONARY_ID.channelWebsite,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}771046`),
    exteriorId: DICTIONARY_ID.exteriorDents,
    fault: 'Zawias trzeszczy przy otwieraniu, a na wewnętrznym ekranie pojawiła się pionowa linia.',
    frequency: 'Linia jest widoczna stale, trzeszczenie przy każdym otwarciu.',
    accessories: [
      DICTIONARY_ID.accessoryBox,
      DICTIONARY_ID.accessoryCharger,
      DICTIONARY_ID.accessoryCable,
    ],
    created: '2026-11-12 10:15',
    received: '2026-11-16 08:47',
    pickup: { date: '2026-11-13', ...MORNING },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 101179933734849,
    shipmentId: 732432145572049,
    rmaSerial: 374_665_256_391_330,
    trackingSerial: 328_302_611_303_184,
    key: 'waitingForPart',
    status: REPAIR_STATUS.waitingForPart,
    client: {
      name: 'Magdalena Wójcik',
      tell: '+48 663 250 418',
      email: 'magda.wojcik@example.com',
      city: 'Poznań',
      street: 'Półwiejska',
      houseNumber: '32',
      postalCode: '61-888',
    },
    productId: PRODUCT_ID.orbisLite5G,
    channelId: DICTIONARY_ID.channelHotline,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${ORBIS_TAC}318840`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault: 'Telefon nie ładuje się, gniazdo USB-C jest wyraźnie luźne.',
    frequency: 'Ładuje tylko wtedy, gdy przytrzymam wtyczkę kabla.',
    accessories: [DICTIONARY_ID.accessoryCable],
    created: '2026-11-05 11:30',
    received: '2026-11-09 09:12',
    checked: '2026-11-09 13:40',
    pickup: { date: '2026-11-06', ...AFTERNOON },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 165059677508947,
    shipmentId: 259454708886777,
    rmaSerial: 145_059_631_009_738,
    trackingSerial: 954_025_726_197_316,
    key: 'quoteToBeConfirmed',
    status: REPAIR_STATUS.quoteToBeConfirmed,
    client: {
      name: 'Marcin Kamiński',
      tell: '+48 733 614 052',
      email: 'marcin.kaminski@example.com',
      city: 'Łódź',
      street: 'Piotrkowska',
      houseNumber: '120',
      postalCode: '90-006',
    },
    productId: PRODUCT_ID.novaTelX5,
    channelId: DICTIONARY_ID.channelWebsite,
    // A broken screen after a fall is paid by the customer, hence the quote.
    warranty: WARRANTY_STATUS.outOfWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}092657`),
    exteriorId: DICTIONARY_ID.exteriorBroken,
    fault: 'Pęknięty ekran po upadku, dotyk nie działa w górnej części wyświetlacza.',
    frequency: 'Od upadku z wysokości ok. 1 m na płytki, stale.',
    accessories: [DICTIONARY_ID.accessoryCase],
    created: '2026-11-09 12:00',
    received: '2026-11-12 08:30',
    checked: '2026-11-12 15:05',
    pickup: { date: '2026-11-10', ...MORNING },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 610038697924789,
    shipmentId: 951833865175804,
    rmaSerial: 173_250_512_667_362,
    trackingSerial: 266_440_680_285_913,
    key: 'processing',
    status: REPAIR_STATUS.processing,
    client: {
      name: 'Agnieszka Szymańska',
      tell: '+48 605 771 289',
      email: 'a.szymanska@example.com',
      city: 'Lublin',
      street: 'Krakowskie Przedmieście',
      houseNumber: '55',
      postalCode: '20-002',
    },
    productId: PRODUCT_ID.orbisOne,
    channelId: DICTIONARY_ID.channelOperator,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${ORBIS_TAC}440192`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault: 'Bateria rozładowuje się w ciągu kilku godzin, a telefon wyraźnie się nagrzewa.',
    frequency: 'Codziennie, także wtedy, gdy telefon leży nieużywany.',
    accessories: [DICTIONARY_ID.accessoryCharger],
    created: '2026-11-10 08:50',
    received: '2026-11-13 09:40',
    checked: '2026-11-13 14:20',
    // 11 November is a public holiday: the courier came the day after.
    pickup: { date: '2026-11-12', ...AFTERNOON },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 893181600538526,
    shipmentId: 496859169967091,
    rmaSerial: 774_281_010_138_830,
    trackingSerial: 214_551_375_102_186,
    key: 'finished',
    status: REPAIR_STATUS.finished,
    client: {
      name: 'Paweł Dąbrowski',
      tell: '+48 509 332 781',
      email: 'pawel.dabrowski@example.com',
      city: 'Katowice',
      street: 'Mariacka',
      houseNumber: '7',
      postalCode: '40-014',
    },
    productId: PRODUCT_ID.novaTelX5Pro,
    channelId: DICTIONARY_ID.channelPartnerShop,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}663581`),
    exteriorId: DICTIONARY_ID.exteriorScratch,
    fault: 'Tylna klapka odkleja się w dolnej części obudowy.',
    frequency: 'Szczelina powiększa się od dwóch tygodni.',
    accessories: [],
    created: '2026-10-20 13:10',
    received: '2026-10-22 10:05',
    checked: '2026-10-22 15:30',
    repaired: '2026-10-26 11:45',
    sent: '2026-10-27 14:10',
    courier: { name: 'InPost', trackingNo: '620548317725610492836154' },
    pickup: { date: '2026-10-21', ...MORNING },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 382199064337640,
    shipmentId: 185165218173516,
    rmaSerial: 222_576_225_983_439,
    trackingSerial: 851_467_449_137_789,
    key: 'cancelled',
    status: REPAIR_STATUS.cancelled,
    client: {
      name: 'Joanna Kozłowska',
      tell: '+48 691 085 336',
      email: 'joanna.kozlowska@example.com',
      city: 'Szczecin',
      street: 'Wojska Polskiego',
      houseNumber: '24',
      postalCode: '70-470',
    },
    productId: PRODUCT_ID.novaTelA3Lite,
    channelId: DICTIONARY_ID.channelWebsite,
    warranty: WARRANTY_STATUS.outOfWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}185429`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault: 'Telefon losowo uruchamia się ponownie.',
    frequency: 'Kilka razy dziennie, najczęściej podczas korzystania z nawigacji.',
    accessories: [],
    created: '2026-11-04 19:25',
    pickup: { date: '2026-11-06', ...MORNING },
    shipment: 'cancelled',
    reservation: 'cancelled',
  },
  {
    id: 386029912935201,
    shipmentId: 825303276731474,
    rmaSerial: 959_713_812_073_162,
    trackingSerial: 669_761_956_772_644,
    key: 'logisticsToBeBuilt',
    status: REPAIR_STATUS.logisticsToBeBuilt,
    client: {
      name: 'Michał Jankowski',
      tell: '+48 579 640 213',
      email: 'michal.jankowski@example.com',
      city: 'Białystok',
      street: 'Lipowa',
      houseNumber: '14',
      postalCode: '15-424',
    },
    productId: PRODUCT_ID.orbisGo,
    channelId: DICTIONARY_ID.channelHotline,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${ORBIS_TAC}559027`),
    exteriorId: DICTIONARY_ID.exteriorScratch,
    fault: 'Czytnik linii papilarnych nie rozpoznaje żadnego palca.',
    frequency: 'Stale, od naklejenia nowej folii ochronnej.',
    accessories: [DICTIONARY_ID.accessoryBox],
    created: '2026-11-20 07:58',
    // Booked, but the courier booking has not been made yet.
    pickup: { date: '2026-11-24', ...MORNING },
    shipment: 'created',
    reservation: null,
  },
  {
    id: 606630750485115,
    shipmentId: 935540999828529,
    rmaSerial: 680_399_034_441_655,
    trackingSerial: 191_605_480_731_166,
    key: 'finishedInEnglishByDpd',
    status: REPAIR_STATUS.finished,
    language: 'en-US',
    client: {
      name: 'James Carter',
      tell: '+48 734 201 558',
      email: 'james.carter@example.com',
      city: 'Warszawa',
      street: 'Prosta',
      houseNumber: '20',
      postalCode: '00-850',
    },
    productId: PRODUCT_ID.orbisOneMax,
    channelId: DICTIONARY_ID.channelWebsite,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${ORBIS_TAC}603318`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault: 'The phone does not connect to any Wi-Fi network; Bluetooth works.',
    frequency: 'All the time since the last system update.',
    accessories: [
      DICTIONARY_ID.accessoryCharger,
      DICTIONARY_ID.accessoryCable,
      DICTIONARY_ID.accessoryBox,
    ],
    created: '2026-10-05 10:20',
    received: '2026-10-07 09:15',
    checked: '2026-10-07 12:40',
    repaired: '2026-10-09 10:05',
    sent: '2026-10-09 15:30',
    courier: { name: 'DPD', trackingNo: '1000634872315U' },
    pickup: { date: '2026-10-06', ...AFTERNOON },
    shipment: 'reserved',
    reservation: 'active',
  },
  {
    id: 356574142927907,
    shipmentId: 391936620969336,
    rmaSerial: 766_265_567_542_191,
    trackingSerial: 273_807_702_319_887,
    key: 'repairedAwaitingDispatch',
    status: REPAIR_STATUS.processing,
    client: {
      name: 'Ewa Mazur',
      tell: '+48 668 903 147',
      email: 'ewa.mazur@example.com',
      city: 'Rzeszów',
      street: 'Rejtana',
      houseNumber: '25',
      postalCode: '35-326',
    },
    productId: PRODUCT_ID.novaTelA3,
    channelId: DICTIONARY_ID.channelPartnerShop,
    warranty: WARRANTY_STATUS.inWarranty,
    imei: withLuhnDigit(`${NOVATEL_TAC}847302`),
    exteriorId: DICTIONARY_ID.exteriorNormal,
    fault: 'Ekran miga przy niskiej jasności.',
    frequency: 'Stale, gdy jasność jest ustawiona poniżej 30%.',
    accessories: [DICTIONARY_ID.accessoryCase, DICTIONARY_ID.accessorySim],
    created: '2026-11-13 11:35',
    received: '2026-11-17 09:05',
    checked: '2026-11-17 11:50',
    repaired: '2026-11-19 16:20',
    pickup: { date: '2026-11-16', ...MORNING },
    shipment: 'reserved',
    reservation: 'active',
  },
];

function brandOfProduct(productId: number): number {
  const product = PRODUCTS.find((item) => item.id === productId);
  if (!product) throw new Error(`No seeded product ${productId}`);
  return product.brandId;
}

function optionalTime(local: string | undefined): Date | null {
  return local ? warsaw(local) : null;
}

export function repairOrderRows() {
  return REPAIR_ORDERS.map((order) => ({
    id: order.id,
    rmaNumber: formatRmaNumber(localDate(order.created), order.rmaSerial),
    status: order.status,
    language: order.language ?? 'pl-PL',
    clientName: order.client.name,
    clientTell: order.client.tell,
    clientEmail: order.client.email,
    clientTellKey: phoneKey(order.client.tell),
    clientEmailKey: emailKey(order.client.email),
    clientCity: order.client.city,
    clientStreet: order.client.street,
    clientHouseNumber: order.client.houseNumber,
    clientPostalCode: order.client.postalCode,
    clientAddress: composeClientAddress(
      order.client.houseNumber,
      order.client.street,
      order.client.city,
    ),
    userId: brandOfProduct(order.productId),
    sourceChannelId: order.channelId,
    sourceChannelName: dictionaryName(order.channelId, order.language),
    productId: order.productId,
    warrantyStatus: order.warranty,
    applySn: order.imei,
    applyAppearanceId: order.exteriorId,
    applyAppearance: dictionaryName(order.exteriorId, order.language),
    faultDescribe: order.fault,
    remark: order.frequency,
    afterSalesType: AFTER_SALES_TYPE,
    orderType: REPAIR_ORDER_TYPE,
    address: PORTAL_ADDRESS_PLACEHOLDER,
    operator: PORTAL_OPERATOR_TAG,
    pickupDate: order.pickup.date,
    createTime: warsaw(order.created),
    receiveTime: optionalTime(order.received),
    checkTime: optionalTime(order.checked),
    repairTime: optionalTime(order.repaired),
    sendDateTime: optionalTime(order.sent),
    sendLogisticsTypeName: order.courier?.name ?? null,
    sendLogisticsNo: order.courier?.trackingNo ?? null,
  }));
}

export function repairAccessoryRows() {
  return REPAIR_ORDERS.flatMap((order) =>
    order.accessories.map((accessoryId) => ({
      orderId: order.id,
      accessoriesId: accessoryId,
      accessoriesName: dictionaryName(accessoryId, order.language),
    })),
  );
}

/** The quotation of every order waiting for the customer's answer to it. */
export function repairQuoteLineRows() {
  return REPAIR_ORDERS.filter((order) => order.status === REPAIR_STATUS.quoteToBeConfirmed).flatMap(
    (order) => DEFAULT_QUOTE_LINES.map((line) => ({ orderId: order.id, ...line })),
  );
}

/** One shipment per order, as the API creates them together. */
export function shipmentRows() {
  return REPAIR_ORDERS.map((order) => ({
    id: order.shipmentId,
    shipmentNo: formatTrackingNumber(order.trackingSerial),
    status: order.shipment,
    orderId: order.id,
    createdAt: warsaw(order.created),
  }));
}

export function reservationRows() {
  return REPAIR_ORDERS.filter((order) => order.reservation !== null).map((order) => ({
    shipmentId: order.shipmentId,
    pickupDate: order.pickup.date,
    pickupTimeFrom: order.pickup.from,
    pickupTimeTo: order.pickup.to,
    status: order.reservation ?? 'active',
    // Booked a minute after the order, as the wizard does right after creating it.
    createdAt: new Date(warsaw(order.created).getTime() + 60_000),
  }));
}
