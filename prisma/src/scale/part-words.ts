/**
 * Words of spare-part names in English and Polish. A name is a part kind, the
 * model it fits and a variant (colour, capacity, plug…). Polish adjectives
 * agree with the noun, so colours carry all three genders.
 */
import type { PartKind } from '../seed/catalogue';

type Gender = 'm' | 'f' | 'n' | 'pl';

interface Colour {
  code: string;
  en: string;
  pl: Record<Gender, string>;
}

// prettier-ignore
const COLOURS: readonly Colour[] = [
  { code: 'BK', en: 'Black', pl: { m: 'czarny', f: 'czarna', n: 'czarne', pl: 'czarne' } },
  { code: 'WH', en: 'White', pl: { m: 'biały', f: 'biała', n: 'białe', pl: 'białe' } },
  { code: 'BL', en: 'Blue', pl: { m: 'niebieski', f: 'niebieska', n: 'niebieskie', pl: 'niebieskie' } },
  { code: 'GN', en: 'Green', pl: { m: 'zielony', f: 'zielona', n: 'zielone', pl: 'zielone' } },
  { code: 'SV', en: 'Silver', pl: { m: 'srebrny', f: 'srebrna', n: 'srebrne', pl: 'srebrne' } },
  { code: 'GD', en: 'Gold', pl: { m: 'złoty', f: 'złota', n: 'złote', pl: 'złote' } },
  { code: 'PR', en: 'Purple', pl: { m: 'fioletowy', f: 'fioletowa', n: 'fioletowe', pl: 'fioletowe' } },
  { code: 'GR', en: 'Graphite', pl: { m: 'grafitowy', f: 'grafitowa', n: 'grafitowe', pl: 'grafitowe' } },
  { code: 'PK', en: 'Pink', pl: { m: 'różowy', f: 'różowa', n: 'różowe', pl: 'różowe' } },
  { code: 'BG', en: 'Beige', pl: { m: 'beżowy', f: 'beżowa', n: 'beżowe', pl: 'beżowe' } },
  { code: 'NV', en: 'Navy', pl: { m: 'granatowy', f: 'granatowa', n: 'granatowe', pl: 'granatowe' } },
  { code: 'MT', en: 'Mint', pl: { m: 'miętowy', f: 'miętowa', n: 'miętowe', pl: 'miętowe' } },
];

export interface PartVariant {
  code: string;
  en: string;
  pl: string;
}

export interface PartWords {
  kind: PartKind;
  code: string;
  /** Range of list prices, euro cents. */
  price: readonly [number, number];
  variants: readonly PartVariant[];
  /** Both names for a model's short name (e.g. "X7 Pro") and a variant. */
  name(model: string, variant: PartVariant): { en: string; pl: string };
}

function coloursOf(gender: Gender, count = COLOURS.length): PartVariant[] {
  return COLOURS.slice(0, count).map((colour) => ({
    code: colour.code,
    en: colour.en,
    pl: colour.pl[gender],
  }));
}

const spec = (code: string, en: string, pl = en): PartVariant => ({ code, en, pl });

/** A part named "<noun> <model>, <variant>" in both languages. */
function partWithVariant(
  kind: PartKind,
  code: string,
  price: readonly [number, number],
  variants: readonly PartVariant[],
  en: string,
  pl: string,
): PartWords {
  return {
    kind,
    code,
    price,
    variants,
    name: (model, variant) => ({
      en: `${en} ${model}, ${variant.en}`,
      pl: `${pl} ${model}, ${variant.pl}`,
    }),
  };
}

const DISPLAYS = [
  spec('O61', 'OLED 6.1"', 'OLED 6,1"'),
  spec('O67', 'OLED 6.7"', 'OLED 6,7"'),
  spec('L65', 'LCD 6.5"', 'LCD 6,5"'),
  spec('O68', 'LTPO OLED 6.8"', 'LTPO OLED 6,8"'),
];
const BATTERIES = ['4000', '4300', '4500', '4800', '5000', '5500'].map((mah) =>
  spec(mah, `${mah} mAh`),
);
const CAMERAS = [
  spec('50M', 'main 50 MP', 'głównego 50 Mpx'),
  spec('108', 'main 108 MP', 'głównego 108 Mpx'),
  spec('12W', 'ultra-wide 12 MP', 'szerokokątnego 12 Mpx'),
  spec('8TL', 'telephoto 8 MP', 'teleobiektywu 8 Mpx'),
  spec('32F', 'front 32 MP', 'przedniego 32 Mpx'),
];
const CHARGERS = ['18', '25', '33', '45', '67'].flatMap((watts) => [
  spec(`${watts}EU`, `${watts} W (EU plug)`, `${watts} W (wtyczka EU)`),
  spec(`${watts}UK`, `${watts} W (UK plug)`, `${watts} W (wtyczka UK)`),
]);
const CABLES = [
  spec('CC1', 'USB-C to USB-C 1 m', 'USB-C – USB-C 1 m'),
  spec('CC2', 'USB-C to USB-C 2 m', 'USB-C – USB-C 2 m'),
  spec('AC1', 'USB-A to USB-C 1 m', 'USB-A – USB-C 1 m'),
  spec('CL1', 'USB-C to Lightning 1 m', 'USB-C – Lightning 1 m'),
];
const PACKS = [
  spec('1P', '1 pc', '1 szt.'),
  spec('2P', '2 pcs', '2 szt.'),
  spec('3P', '3 pcs', '3 szt.'),
];
const REVISIONS = [spec('R1', 'rev. A', 'wersja A'), spec('R2', 'rev. B', 'wersja B')];

// prettier-ignore
export const PART_WORDS: readonly PartWords[] = [
  {
    kind: 'screen', code: 'SCR', price: [7_000, 24_000], variants: DISPLAYS,
    name: (model, variant) => ({
      en: `Display assembly with frame for ${model} (${variant.en})`,
      pl: `Wyświetlacz z ramką do ${model} (${variant.pl})`,
    }),
  },
  {
    kind: 'battery', code: 'BAT', price: [2_500, 6_900], variants: BATTERIES,
    name: (model, variant) => ({
      en: `Battery ${variant.en} for ${model}`,
      pl: `Bateria ${variant.pl} do ${model}`,
    }),
  },
  partWithVariant('backCover', 'BCV', [1_500, 4_500], coloursOf('f'), 'Back cover', 'Klapka tylna'),
  {
    kind: 'camera', code: 'CAM', price: [1_900, 8_900], variants: CAMERAS,
    name: (model, variant) => ({
      en: `Camera module, ${variant.en}, ${model}`,
      pl: `Moduł aparatu ${variant.pl}, ${model}`,
    }),
  },
  partWithVariant('camera', 'LNS', [500, 1_500], coloursOf('f', 6), 'Camera lens cover', 'Osłona obiektywów aparatu'),
  partWithVariant('port', 'FLX', [900, 2_500], REVISIONS, 'USB-C charging port flex cable', 'Taśma ze złączem ładowania USB-C'),
  partWithVariant('port', 'PCB', [1_200, 3_200], REVISIONS, 'Sub board with USB-C port', 'Płytka ze złączem USB-C'),
  partWithVariant('speaker', 'SPK', [900, 2_200], REVISIONS, 'Loudspeaker module', 'Moduł głośnika multimedialnego'),
  partWithVariant('speaker', 'EAR', [700, 1_900], REVISIONS, 'Earpiece speaker', 'Głośnik rozmów'),
  partWithVariant('simTray', 'SIM', [390, 900], coloursOf('f', 8), 'SIM card tray', 'Tacka na kartę SIM'),
  partWithVariant('case', 'CAS', [990, 2_990], coloursOf('n'), 'Silicone case', 'Etui silikonowe'),
  partWithVariant('case', 'FLP', [1_490, 3_490], coloursOf('n'), 'Flip cover', 'Etui z klapką'),
  partWithVariant('case', 'LTH', [2_990, 5_490], coloursOf('n', 6), 'Leather case', 'Etui skórzane'),
  partWithVariant('glass', 'GLS', [690, 1_990], PACKS, 'Tempered glass screen protector', 'Szkło hartowane na ekran'),
  partWithVariant('glass', 'FLM', [390, 1_290], PACKS, 'Protective film', 'Folia ochronna'),
  partWithVariant('component', 'VIB', [490, 1_490], REVISIONS, 'Vibration motor', 'Silniczek wibracyjny'),
  partWithVariant('component', 'FPR', [1_490, 3_990], REVISIONS, 'Fingerprint reader', 'Czytnik linii papilarnych'),
  partWithVariant('component', 'PWR', [590, 1_490], coloursOf('m', 8), 'Power button', 'Przycisk zasilania'),
  partWithVariant('component', 'MFR', [2_490, 5_990], coloursOf('f', 8), 'Middle frame', 'Ramka środkowa'),
  partWithVariant('component', 'MIC', [390, 990], REVISIONS, 'Microphone', 'Mikrofon'),
  partWithVariant('component', 'GSK', [290, 790], REVISIONS, 'Back cover adhesive gasket', 'Uszczelka klapki tylnej'),
  partWithVariant('component', 'MBF', [990, 2_490], REVISIONS, 'Main board flex cable', 'Taśma łącząca płytę główną'),
  {
    kind: 'charger', code: 'CHG', price: [1_290, 3_490], variants: CHARGERS,
    name: (model, variant) => ({
      en: `Wall charger ${variant.en} for ${model}`,
      pl: `Ładowarka sieciowa ${variant.pl} do ${model}`,
    }),
  },
  {
    kind: 'cable', code: 'CBL', price: [490, 1_490], variants: CABLES,
    name: (model, variant) => ({
      en: `Cable ${variant.en} for ${model}`,
      pl: `Kabel ${variant.pl} do ${model}`,
    }),
  },
  partWithVariant('earphones', 'EPH', [990, 5_990], coloursOf('pl', 4), 'Wired USB-C earphones', 'Słuchawki przewodowe USB-C'),
];
