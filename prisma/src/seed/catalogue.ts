/**
 * The demo catalogue: brands, the phone models offered for repair, the model
 * series of the spare-parts centre with their parts, and the pick lists.
 * Every row has a fixed id so that lookups in tests and the docs stay valid.
 */
import {
  DEFAULT_LANGUAGE,
  DICTIONARY_TYPE,
  isLanguage,
  PRODUCT_CATEGORY_PHONE,
} from '@portal/contracts';
import { NOVATEL_AGREEMENT_EN, NOVATEL_AGREEMENT_PL, NOVATEL_AGREEMENT_ZH } from './agreement';
import { accessoryImageUrl } from './content';
import { textIn, translationsJson, type Texts } from './translations';

export const BRAND_ID = { novaTel: 1, orbisMobile: 2 } as const;

export const BRANDS = [
  {
    id: BRAND_ID.novaTel,
    userName: 'NovaTel',
    status: 1,
    agreementPl: NOVATEL_AGREEMENT_PL,
    agreementEn: NOVATEL_AGREEMENT_EN,
    agreementZh: NOVATEL_AGREEMENT_ZH,
  },
  // Deliberately without an agreement: the wizard must say so.
  {
    id: BRAND_ID.orbisMobile,
    userName: 'Orbis Mobile',
    status: 1,
    agreementPl: null,
    agreementEn: null,
    agreementZh: null,
  },
];

export const PRODUCT_ID = {
  novaTelX5Pro: 1,
  novaTelX5: 2,
  novaTelA3: 3,
  novaTelA3Lite: 4,
  novaTelFold2: 5,
  novaTelX3: 6,
  orbisOneMax: 7,
  orbisOne: 8,
  orbisLite5G: 9,
  orbisGo: 10,
} as const;

const phone = (id: number, productName: string, brandId: number, status = 1) => ({
  id,
  productName,
  brandId,
  status,
  category: PRODUCT_CATEGORY_PHONE,
});

export const PRODUCTS = [
  phone(PRODUCT_ID.novaTelX5Pro, 'NovaTel X5 Pro', BRAND_ID.novaTel),
  phone(PRODUCT_ID.novaTelX5, 'NovaTel X5', BRAND_ID.novaTel),
  phone(PRODUCT_ID.novaTelA3, 'NovaTel A3', BRAND_ID.novaTel),
  phone(PRODUCT_ID.novaTelA3Lite, 'NovaTel A3 Lite', BRAND_ID.novaTel),
  phone(PRODUCT_ID.novaTelFold2, 'NovaTel Fold 2', BRAND_ID.novaTel),
  // Withdrawn from repair bookings, so the status filter has something to hide.
  phone(PRODUCT_ID.novaTelX3, 'NovaTel X3', BRAND_ID.novaTel, 0),
  phone(PRODUCT_ID.orbisOneMax, 'Orbis One Max', BRAND_ID.orbisMobile),
  phone(PRODUCT_ID.orbisOne, 'Orbis One', BRAND_ID.orbisMobile),
  phone(PRODUCT_ID.orbisLite5G, 'Orbis Lite 5G', BRAND_ID.orbisMobile),
  phone(PRODUCT_ID.orbisGo, 'Orbis Go', BRAND_ID.orbisMobile),
];

export const SERIAL_ID = {
  novaTelX5: 1,
  novaTelA3: 2,
  novaTelFold: 3,
  orbisOne: 4,
  orbisLite: 5,
} as const;

/** The first by sortOrder is the one the spare-parts centre selects on load. */
export const SERIALS = [
  { id: SERIAL_ID.novaTelX5, enName: 'NovaTel X5 Series', status: 1, sortOrder: 1 },
  { id: SERIAL_ID.novaTelA3, enName: 'NovaTel A3 Series', status: 1, sortOrder: 2 },
  { id: SERIAL_ID.novaTelFold, enName: 'NovaTel Fold Series', status: 1, sortOrder: 3 },
  { id: SERIAL_ID.orbisOne, enName: 'Orbis One Series', status: 1, sortOrder: 4 },
  { id: SERIAL_ID.orbisLite, enName: 'Orbis Lite Series', status: 1, sortOrder: 5 },
];

/** Part kinds; each has its own icon and colour in the generated images. */
export type PartKind =
  | 'screen'
  | 'battery'
  | 'backCover'
  | 'camera'
  | 'port'
  | 'speaker'
  | 'simTray'
  | 'charger'
  | 'cable'
  | 'case'
  | 'glass'
  | 'earphones'
  | 'component';

export interface MaterialSeed {
  id: number;
  serialId: number;
  kind: PartKind;
  bom: string;
  nameEN: string;
  namePL: string;
  /** Euro cents; null when the part has no list price (price on request). */
  priceCents: number | null;
  /** How many product images the part has. */
  images: 0 | 1 | 2 | 3;
  status?: number;
}

const X5 = SERIAL_ID.novaTelX5;
const A3 = SERIAL_ID.novaTelA3;
const FOLD = SERIAL_ID.novaTelFold;
const ONE = SERIAL_ID.orbisOne;
const LITE = SERIAL_ID.orbisLite;

// prettier-ignore
const MATERIAL_ROWS: Omit<MaterialSeed, 'id'>[] = [
  // NovaTel X5 series: more than one page (15) of parts, so Load More shows.
  { serialId: X5, kind: 'screen', bom: 'NT-SCR-X5P67-A1', nameEN: 'Display assembly with frame X5 Pro (OLED 6.7")', namePL: 'Wyświetlacz z ramką X5 Pro (OLED 6,7")', priceCents: 18900, images: 3 },
  { serialId: X5, kind: 'screen', bom: 'NT-SCR-X5-64-A1', nameEN: 'Display assembly with frame X5 (OLED 6.4")', namePL: 'Wyświetlacz z ramką X5 (OLED 6,4")', priceCents: 15900, images: 2 },
  { serialId: X5, kind: 'battery', bom: 'NT-BAT-5000-A1', nameEN: 'Battery 5000 mAh X5 Pro', namePL: 'Bateria 5000 mAh X5 Pro', priceCents: 3990, images: 1 },
  { serialId: X5, kind: 'battery', bom: 'NT-BAT-4500-A1', nameEN: 'Battery 4500 mAh X5', namePL: 'Bateria 4500 mAh X5', priceCents: 3490, images: 1 },
  { serialId: X5, kind: 'backCover', bom: 'NT-BCV-X5P-GRB', nameEN: 'Back cover X5 Pro, Graphite Black', namePL: 'Klapka tylna X5 Pro, grafitowa czerń', priceCents: 2990, images: 2 },
  { serialId: X5, kind: 'backCover', bom: 'NT-BCV-X5P-GLB', nameEN: 'Back cover X5 Pro, Glacier Blue', namePL: 'Klapka tylna X5 Pro, lodowy błękit', priceCents: 2990, images: 1 },
  { serialId: X5, kind: 'backCover', bom: 'NT-BCV-X5-SDW', nameEN: 'Back cover X5, Sand White', namePL: 'Klapka tylna X5, piaskowa biel', priceCents: 2490, images: 1 },
  { serialId: X5, kind: 'camera', bom: 'NT-CAM-50M-X5P', nameEN: 'Main camera module 50 MP X5 Pro', namePL: 'Moduł aparatu głównego 50 Mpx X5 Pro', priceCents: 6490, images: 1 },
  { serialId: X5, kind: 'camera', bom: 'NT-CAM-32F-X5', nameEN: 'Front camera 32 MP, X5 series', namePL: 'Przedni aparat 32 Mpx, seria X5', priceCents: 2290, images: 0 },
  { serialId: X5, kind: 'port', bom: 'NT-FLX-USBC-X5', nameEN: 'USB-C charging port flex cable, X5 series', namePL: 'Taśma ze złączem ładowania USB-C, seria X5', priceCents: 1490, images: 1 },
  { serialId: X5, kind: 'speaker', bom: 'NT-SPK-LDS-X5', nameEN: 'Loudspeaker module, X5 series', namePL: 'Moduł głośnika multimedialnego, seria X5', priceCents: null, images: 0 },
  { serialId: X5, kind: 'simTray', bom: 'NT-SIM-X5P-GRB', nameEN: 'SIM card tray X5 Pro, Graphite', namePL: 'Tacka na kartę SIM X5 Pro, grafitowa', priceCents: 490, images: 1 },
  { serialId: X5, kind: 'charger', bom: 'NT-CHG-67W-EU', nameEN: 'SuperCharge 67 W wall charger (EU plug)', namePL: 'Ładowarka sieciowa SuperCharge 67 W (wtyczka EU)', priceCents: 2990, images: 2 },
  { serialId: X5, kind: 'cable', bom: 'NT-CBL-CC-1M6A', nameEN: 'USB-C to USB-C cable 1 m, 6 A', namePL: 'Kabel USB-C – USB-C 1 m, 6 A', priceCents: 990, images: 1 },
  { serialId: X5, kind: 'case', bom: 'NT-CAS-X5P-SBK', nameEN: 'Silicone case X5 Pro, Black', namePL: 'Etui silikonowe X5 Pro, czarne', priceCents: 1990, images: 2 },
  { serialId: X5, kind: 'case', bom: 'NT-CAS-X5-FNV', nameEN: 'Flip cover X5, Navy', namePL: 'Etui z klapką X5, granatowe', priceCents: 2490, images: 1 },
  { serialId: X5, kind: 'glass', bom: 'NT-GLS-X5P-2PK', nameEN: 'Tempered glass screen protector X5 Pro (2 pcs)', namePL: 'Szkło hartowane na ekran X5 Pro (2 szt.)', priceCents: 1490, images: 1 },
  { serialId: X5, kind: 'component', bom: 'NT-VIB-LRA-X5', nameEN: 'Vibration motor, X5 series', namePL: 'Silniczek wibracyjny, seria X5', priceCents: null, images: 0 },
  // NovaTel A3 series
  { serialId: A3, kind: 'screen', bom: 'NT-SCR-A3-65L-B1', nameEN: 'LCD display assembly A3 (6.5")', namePL: 'Wyświetlacz LCD z ramką A3 (6,5")', priceCents: 8990, images: 1 },
  { serialId: A3, kind: 'screen', bom: 'NT-SCR-A3L-65L-B1', nameEN: 'LCD display assembly A3 Lite (6.5")', namePL: 'Wyświetlacz LCD z ramką A3 Lite (6,5")', priceCents: null, images: 1 },
  { serialId: A3, kind: 'battery', bom: 'NT-BAT-5000-B2', nameEN: 'Battery 5000 mAh, A3 series', namePL: 'Bateria 5000 mAh, seria A3', priceCents: 2990, images: 1 },
  { serialId: A3, kind: 'backCover', bom: 'NT-BCV-A3-MNT', nameEN: 'Back cover A3, Mint Green', namePL: 'Klapka tylna A3, miętowa', priceCents: 1690, images: 2 },
  { serialId: A3, kind: 'charger', bom: 'NT-CHG-18W-EU', nameEN: '18 W wall charger (EU plug)', namePL: 'Ładowarka sieciowa 18 W (wtyczka EU)', priceCents: 1490, images: 1 },
  { serialId: A3, kind: 'cable', bom: 'NT-CBL-AC-1M3A', nameEN: 'USB-A to USB-C cable 1 m, 3 A', namePL: 'Kabel USB-A – USB-C 1 m, 3 A', priceCents: 590, images: 0 },
  { serialId: A3, kind: 'case', bom: 'NT-CAS-A3-CLR', nameEN: 'Clear protective case A3', namePL: 'Etui ochronne przezroczyste A3', priceCents: 990, images: 1 },
  { serialId: A3, kind: 'simTray', bom: 'NT-SIM-A3-BLK', nameEN: 'SIM and microSD tray A3, Black', namePL: 'Tacka na kartę SIM i microSD A3, czarna', priceCents: 490, images: 0 },
  { serialId: A3, kind: 'earphones', bom: 'NT-EAR-USBC-W1', nameEN: 'Wired USB-C earphones with microphone', namePL: 'Słuchawki przewodowe USB-C z mikrofonem', priceCents: 1290, images: 2 },
  // NovaTel Fold series
  { serialId: FOLD, kind: 'screen', bom: 'NT-SCR-FD2-IN-A1', nameEN: 'Inner foldable display Fold 2 (7.8")', namePL: 'Wewnętrzny wyświetlacz składany Fold 2 (7,8")', priceCents: null, images: 2 },
  { serialId: FOLD, kind: 'screen', bom: 'NT-SCR-FD2-OUT-A1', nameEN: 'Outer display assembly Fold 2 (6.3")', namePL: 'Zewnętrzny wyświetlacz z ramką Fold 2 (6,3")', priceCents: 14900, images: 1 },
  { serialId: FOLD, kind: 'component', bom: 'NT-HNG-FD2-A1', nameEN: 'Hinge assembly Fold 2', namePL: 'Zespół zawiasu Fold 2', priceCents: 8900, images: 1 },
  { serialId: FOLD, kind: 'battery', bom: 'NT-BAT-4400-FD2', nameEN: 'Battery set 4400 mAh Fold 2 (2 cells)', namePL: 'Zestaw baterii 4400 mAh Fold 2 (2 ogniwa)', priceCents: 6900, images: 1 },
  { serialId: FOLD, kind: 'case', bom: 'NT-CAS-FD2-LBR', nameEN: 'Leather case Fold 2, Brown', namePL: 'Etui skórzane Fold 2, brązowe', priceCents: 4900, images: 3 },
  // Supplied free of charge with an outer display replacement.
  { serialId: FOLD, kind: 'glass', bom: 'NT-FLM-FD2-OUT', nameEN: 'Protective film for outer display Fold 2', namePL: 'Folia ochronna na wyświetlacz zewnętrzny Fold 2', priceCents: 0, images: 0 },
  // Orbis One series
  { serialId: ONE, kind: 'screen', bom: 'OB-SCR-1MX-68O-C1', nameEN: 'Display assembly with frame One Max (OLED 6.8")', namePL: 'Wyświetlacz z ramką One Max (OLED 6,8")', priceCents: 16900, images: 2 },
  { serialId: ONE, kind: 'screen', bom: 'OB-SCR-1-61O-C1', nameEN: 'Display assembly with frame One (OLED 6.1")', namePL: 'Wyświetlacz z ramką One (OLED 6,1")', priceCents: 13900, images: 1 },
  { serialId: ONE, kind: 'battery', bom: 'OB-BAT-4800-C1', nameEN: 'Battery 4800 mAh One Max', namePL: 'Bateria 4800 mAh One Max', priceCents: 4490, images: 1 },
  { serialId: ONE, kind: 'battery', bom: 'OB-BAT-4200-C1', nameEN: 'Battery 4200 mAh One', namePL: 'Bateria 4200 mAh One', priceCents: 3990, images: 0 },
  { serialId: ONE, kind: 'backCover', bom: 'OB-BGL-1MX-OBS', nameEN: 'Back glass panel One Max, Obsidian', namePL: 'Tylny panel szklany One Max, obsydianowy', priceCents: 3490, images: 1 },
  { serialId: ONE, kind: 'camera', bom: 'OB-CAM-LNS-1MX', nameEN: 'Camera lens cover One Max', namePL: 'Osłona obiektywów aparatu One Max', priceCents: 790, images: 1 },
  { serialId: ONE, kind: 'charger', bom: 'OB-CHG-45W-PD', nameEN: '45 W USB-C PD wall charger', namePL: 'Ładowarka sieciowa 45 W USB-C PD', priceCents: 2790, images: 1 },
  { serialId: ONE, kind: 'earphones', bom: 'OB-EAR-BUDS-2', nameEN: 'Orbis Buds 2 wireless earbuds', namePL: 'Słuchawki bezprzewodowe Orbis Buds 2', priceCents: 4990, images: 3 },
  // Orbis Lite series
  { serialId: LITE, kind: 'screen', bom: 'OB-SCR-L5G-66L-D1', nameEN: 'LCD display assembly Lite 5G (6.6")', namePL: 'Wyświetlacz LCD z ramką Lite 5G (6,6")', priceCents: 7490, images: 1 },
  { serialId: LITE, kind: 'battery', bom: 'OB-BAT-5000-D1', nameEN: 'Battery 5000 mAh Lite 5G', namePL: 'Bateria 5000 mAh Lite 5G', priceCents: 2790, images: 1 },
  { serialId: LITE, kind: 'backCover', bom: 'OB-BCV-L5G-GRP', nameEN: 'Back cover Lite 5G, Graphite', namePL: 'Klapka tylna Lite 5G, grafitowa', priceCents: null, images: 0 },
  { serialId: LITE, kind: 'port', bom: 'OB-PCB-USBC-L5G', nameEN: 'USB-C charging port board Lite 5G', namePL: 'Płytka ze złączem ładowania USB-C Lite 5G', priceCents: 1890, images: 1 },
  { serialId: LITE, kind: 'case', bom: 'OB-CAS-L5G-LAV', nameEN: 'Silicone case Lite 5G, Lavender', namePL: 'Etui silikonowe Lite 5G, lawendowe', priceCents: 1490, images: 1 },
  { serialId: LITE, kind: 'glass', bom: 'OB-GLS-L5G-1PK', nameEN: 'Tempered glass screen protector Lite 5G', namePL: 'Szkło hartowane na ekran Lite 5G', priceCents: 990, images: 1 },
  // No longer sold: hidden by the status filter.
  { serialId: LITE, kind: 'earphones', bom: 'OB-EAR-JACK-35', nameEN: 'Wired 3.5 mm jack earphones (discontinued)', namePL: 'Słuchawki przewodowe jack 3,5 mm (wycofane)', priceCents: 690, images: 0, status: 0 },
];

export const MATERIALS: MaterialSeed[] = MATERIAL_ROWS.map((row, index) => ({
  ...row,
  id: index + 1,
}));

/** Image file names of a part: `<bom>-<n>.svg` in lower case. */
export function materialImageNames(material: MaterialSeed): string[] {
  return Array.from(
    { length: material.images },
    (_, i) => `${material.bom.toLowerCase()}-${i + 1}.svg`,
  );
}

export function materialRows() {
  return MATERIALS.map((material) => {
    const sortOrder = MATERIALS.filter(
      (other) => other.serialId === material.serialId && other.id <= material.id,
    ).length;
    return {
      id: material.id,
      bom: material.bom,
      nameEN: material.nameEN,
      namePL: material.namePL,
      priceCents: material.priceCents,
      imageFiles: materialImageNames(material).map(accessoryImageUrl).join(','),
      status: material.status ?? 1,
      sortOrder,
      serialId: material.serialId,
    };
  });
}

export function materialByBom(bom: string): MaterialSeed {
  const material = MATERIALS.find((item) => item.bom === bom);
  if (!material) throw new Error(`No seeded material ${bom}`);
  return material;
}

/** Pick-list entries: `name` in Polish, the portal's default language; `names` in every language. */
export const DICTIONARY_ID = {
  channelWebsite: 1,
  channelPartnerShop: 2,
  channelHotline: 3,
  channelOperator: 4,
  channelFax: 5,
  exteriorNormal: 11,
  exteriorScratch: 12,
  exteriorBroken: 13,
  exteriorDents: 14,
  accessoryCharger: 21,
  accessoryCable: 22,
  accessoryCase: 23,
  accessorySim: 24,
  accessoryMemoryCard: 25,
  accessoryBox: 26,
  accessoryEarphones: 27,
} as const;

const entry = (id: number, typeId: number, texts: Texts, sortOrder: number, status = 1) => ({
  id,
  typeId,
  name: texts.pl,
  names: translationsJson(texts),
  sortOrder,
  status,
});

const t = (pl: string, en: string, zh: string): Texts => ({ pl, en, zh });

/** The entries' names by id, in each language. */
const NAMES: Record<number, Texts> = {
  [DICTIONARY_ID.channelWebsite]: t('Strona internetowa', 'Website', '官方网站'),
  [DICTIONARY_ID.channelPartnerShop]: t('Sklep partnerski', 'Partner shop', '合作门店'),
  [DICTIONARY_ID.channelHotline]: t('Infolinia', 'Hotline', '客服热线'),
  [DICTIONARY_ID.channelOperator]: t('Operator komórkowy', 'Mobile operator', '移动运营商'),
  [DICTIONARY_ID.channelFax]: t('Faks', 'Fax', '传真'),
  [DICTIONARY_ID.exteriorNormal]: t('Ekran bez uszkodzeń', 'Screen normal', '屏幕完好'),
  [DICTIONARY_ID.exteriorScratch]: t('Ekran porysowany', 'Screen scratched', '屏幕有划痕'),
  [DICTIONARY_ID.exteriorBroken]: t('Ekran pęknięty', 'Screen broken', '屏幕破裂'),
  [DICTIONARY_ID.exteriorDents]: t('Wgniecenia na ramce', 'Dents on the frame', '边框有凹痕'),
  [DICTIONARY_ID.accessoryCharger]: t('Ładowarka', 'Charger', '充电器'),
  [DICTIONARY_ID.accessoryCable]: t('Kabel USB', 'USB cable', 'USB 数据线'),
  [DICTIONARY_ID.accessoryCase]: t('Etui', 'Case', '保护壳'),
  [DICTIONARY_ID.accessorySim]: t('Karta SIM', 'SIM card', 'SIM 卡'),
  [DICTIONARY_ID.accessoryMemoryCard]: t('Karta pamięci', 'Memory card', '存储卡'),
  [DICTIONARY_ID.accessoryBox]: t('Pudełko', 'Box', '包装盒'),
  [DICTIONARY_ID.accessoryEarphones]: t('Słuchawki', 'Earphones', '耳机'),
};

function namesOf(id: number): Texts {
  const names = NAMES[id];
  if (!names) throw new Error(`No seeded dictionary entry ${id}`);
  return names;
}

const { channel, exterior, accessories } = DICTIONARY_TYPE;
const I = DICTIONARY_ID;

export const DICTIONARY_ENTRIES = [
  entry(I.channelWebsite, channel, namesOf(I.channelWebsite), 1),
  entry(I.channelPartnerShop, channel, namesOf(I.channelPartnerShop), 2),
  entry(I.channelHotline, channel, namesOf(I.channelHotline), 3),
  entry(I.channelOperator, channel, namesOf(I.channelOperator), 4),
  // Retired channel, hidden by the status filter.
  entry(I.channelFax, channel, namesOf(I.channelFax), 5, 0),
  entry(I.exteriorNormal, exterior, namesOf(I.exteriorNormal), 1),
  entry(I.exteriorScratch, exterior, namesOf(I.exteriorScratch), 2),
  entry(I.exteriorBroken, exterior, namesOf(I.exteriorBroken), 3),
  entry(I.exteriorDents, exterior, namesOf(I.exteriorDents), 4),
  entry(I.accessoryCharger, accessories, namesOf(I.accessoryCharger), 1),
  entry(I.accessoryCable, accessories, namesOf(I.accessoryCable), 2),
  entry(I.accessoryCase, accessories, namesOf(I.accessoryCase), 3),
  entry(I.accessorySim, accessories, namesOf(I.accessorySim), 4),
  entry(I.accessoryMemoryCard, accessories, namesOf(I.accessoryMemoryCard), 5),
  entry(I.accessoryBox, accessories, namesOf(I.accessoryBox), 6),
  entry(I.accessoryEarphones, accessories, namesOf(I.accessoryEarphones), 7),
];

/**
 * An entry's name in `language`, as a repair booked in that language stores
 * it: the order keeps what the customer picked.
 */
export function dictionaryName(id: number, language: string = DEFAULT_LANGUAGE): string {
  return textIn(namesOf(id), isLanguage(language) ? language : DEFAULT_LANGUAGE);
}
