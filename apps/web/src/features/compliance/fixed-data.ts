import { BATTERY_CYCLE_LIFE, SOFTWARE_UPDATE_GUARANTEED_UNTIL } from '@portal/contracts';

/**
 * Compliance data published for the two phone models the portal covers
 * (SPEC §2: fixed in the product). Classes and units follow the EU energy
 * label for smartphones (Regulation (EU) 2023/1669) and the ecodesign rules
 * (Regulation (EU) 2023/1670).
 */

export const PRODUCTS = {
  novaTelX5Pro: 'NovaTel X5 Pro',
  orbisOneMax: 'Orbis One Max',
} as const;

/** Operators a software build is released for; the open-market build is unlocked. */
export type Operator = 'openMarket' | 'orange' | 'play' | 'plus' | 'tMobile';

/** What a release brings; the texts are in the locale files. */
export type ReleaseNote =
  'majorUpgrade' | 'securityUpdate' | 'featureDrop' | 'cameraAndBattery' | 'initialRelease';

export interface SoftwareVersionRow {
  product: string;
  operator: Operator;
  /** Build number as shown in Settings > About phone. */
  versionReference: string;
  /** Android security patch level, YYYY-MM-DD. */
  securityPatchLevel: string;
  /** First day the build could be installed, YYYY-MM-DD. */
  availableFrom: string;
  /** Last day updates are guaranteed, YYYY-MM-DD. */
  guaranteedUntil: string;
  description: ReleaseNote;
}

export const SOFTWARE_VERSIONS: readonly SoftwareVersionRow[] = [
  {
    product: PRODUCTS.novaTelX5Pro,
    operator: 'openMarket',
    versionReference: 'X5P-EU-16.0.1.204',
    securityPatchLevel: '2025-10-01',
    availableFrom: '2025-10-20',
    guaranteedUntil: SOFTWARE_UPDATE_GUARANTEED_UNTIL,
    description: 'majorUpgrade',
  },
  {
    product: PRODUCTS.novaTelX5Pro,
    operator: 'orange',
    versionReference: 'X5P-ORPL-16.0.1.204',
    securityPatchLevel: '2025-10-01',
    availableFrom: '2025-11-03',
    guaranteedUntil: SOFTWARE_UPDATE_GUARANTEED_UNTIL,
    description: 'majorUpgrade',
  },
  {
    product: PRODUCTS.novaTelX5Pro,
    operator: 'openMarket',
    versionReference: 'X5P-EU-15.2.0.188',
    securityPatchLevel: '2025-07-01',
    availableFrom: '2025-07-14',
    guaranteedUntil: SOFTWARE_UPDATE_GUARANTEED_UNTIL,
    description: 'securityUpdate',
  },
  {
    product: PRODUCTS.orbisOneMax,
    operator: 'openMarket',
    versionReference: 'OOM-15.4.2-EEA',
    securityPatchLevel: '2025-11-01',
    availableFrom: '2025-11-17',
    guaranteedUntil: SOFTWARE_UPDATE_GUARANTEED_UNTIL,
    description: 'cameraAndBattery',
  },
  {
    product: PRODUCTS.orbisOneMax,
    operator: 'play',
    versionReference: 'OOM-15.4.2-PLAY',
    securityPatchLevel: '2025-11-01',
    availableFrom: '2025-11-24',
    guaranteedUntil: SOFTWARE_UPDATE_GUARANTEED_UNTIL,
    description: 'cameraAndBattery',
  },
  {
    product: PRODUCTS.orbisOneMax,
    operator: 'openMarket',
    versionReference: 'OOM-15.3.0-EEA',
    securityPatchLevel: '2025-08-01',
    availableFrom: '2025-08-25',
    guaranteedUntil: SOFTWARE_UPDATE_GUARANTEED_UNTIL,
    description: 'featureDrop',
  },
];

/** Energy efficiency class on the EU label. */
export type EnergyClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
/** Repeated free-fall reliability and repairability classes on the EU label. */
export type LabelClass = 'A' | 'B' | 'C' | 'D' | 'E';

export interface QualityRow {
  product: string;
  energyClass: EnergyClass;
  /** Battery endurance per full charge cycle. */
  batteryEndurance: { hours: number; minutes: number };
  freeFallClass: LabelClass;
  repairabilityClass: LabelClass;
  /** Full cycles until capacity falls to 80 %. */
  batteryCycles: number;
  /** Ingress protection (IEC 60529), e.g. IP68. */
  ipRating: `IP${number}${number}`;
  /** Share of the device's mass that can be recycled, in %. */
  recyclabilityRate: number;
  /** Critical raw material content, in grams. */
  cobaltGrams: number;
  tantalumGrams: number;
  neodymiumGrams: number;
  goldGrams: number;
  removableMemoryCard: boolean;
}

export const QUALITY_ROWS: readonly QualityRow[] = [
  {
    product: PRODUCTS.novaTelX5Pro,
    energyClass: 'A',
    batteryEndurance: { hours: 52, minutes: 30 },
    freeFallClass: 'B',
    repairabilityClass: 'B',
    batteryCycles: BATTERY_CYCLE_LIFE,
    ipRating: 'IP68',
    recyclabilityRate: 82,
    cobaltGrams: 6.8,
    tantalumGrams: 0.03,
    neodymiumGrams: 0.18,
    goldGrams: 0.034,
    removableMemoryCard: false,
  },
  {
    product: PRODUCTS.orbisOneMax,
    energyClass: 'B',
    batteryEndurance: { hours: 47, minutes: 15 },
    freeFallClass: 'C',
    repairabilityClass: 'A',
    batteryCycles: BATTERY_CYCLE_LIFE,
    ipRating: 'IP54',
    recyclabilityRate: 78,
    cobaltGrams: 7.4,
    tantalumGrams: 0.02,
    neodymiumGrams: 0.21,
    goldGrams: 0.029,
    removableMemoryCard: true,
  },
];

/** EU product database where the full label data of a model can be checked. */
export const EPREL_URL = 'https://eprel.ec.europa.eu/';
