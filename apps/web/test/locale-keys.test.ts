import {
  ERROR_CATALOGUE,
  errorMessageKey,
  LANGUAGES,
  INVOICE_TYPE,
  PURCHASE_PROGRESS_STEPS,
  QUOTE_FEE_TYPES,
  REPAIR_STATUS,
  repairStatusLabelKey,
  VALIDATION_MESSAGES_EN,
  WAYBILL,
  WIZARD_PANELS,
  type ErrorCode,
  type Language,
  type PurchaseStatusLabel,
  type RepairProgressStep,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT } from '../src/features/cart/components/contact-step';
import type { Operator, ReleaseNote } from '../src/features/compliance/fixed-data';
import { COLUMNS as QUALITY_COLUMNS } from '../src/features/compliance/quality-environmental-page';
import { ACTIONS, PERKS } from '../src/features/home/home-page';
import {
  COLUMNS as STORAGE_COLUMNS,
  STORED_ITEMS,
} from '../src/features/legal/components/storage-table';
import { COOKIE_POLICY_SECTIONS, PRIVACY_SECTIONS } from '../src/features/legal/legal-details';
import { CHECKLIST } from '../src/features/repair-wizard/components/sending-checklist';
import type { BookingPhase } from '../src/features/repair-wizard/hooks/use-repair-booking';
import { STANDARDS } from '../src/features/spare-centre/components/compliance-tab';
import { TABS } from '../src/features/spare-centre/spare-centre-page';
import { namespaceOf } from '../src/i18n';
import { CONSENT_PURPOSES } from '../src/lib/consent';
import { expectLocaleMatches, localeLeaves } from './locale-check';
import { keyUses } from './source-scan';

/** Every locale file the app loads, by language and namespace. */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../src/i18n/locales/*.json',
    '../src/features/*/locales/*.json',
    '../../../packages/contracts/src/locales/*/*.json',
  ],
  {
    eager: true,
  },
);
const resources = {} as Record<Language, Record<string, Record<string, unknown>>>;
for (const [file, module] of Object.entries(files)) {
  const language = /([\w-]+)\.json$/.exec(file)![1] as Language;
  (resources[language] ??= {})[namespaceOf(file)] = module.default;
}
const NAMESPACES = Object.keys(resources['en-US']).sort();
const NAMESPACE_SET = new Set(NAMESPACES);
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en-US');

const leavesOf = new Map<string, Map<string, unknown>>();
function leaves(language: Language, namespace: string): Map<string, unknown> {
  const id = `${language}/${namespace}`;
  let found = leavesOf.get(id);
  if (!found) {
    found = localeLeaves(resources[language]?.[namespace] ?? {});
    leavesOf.set(id, found);
  }
  return found;
}

/**
 * Whether i18next finds `key` in a language: a text, an object (read with
 * `returnObjects`), or every plural form the language has.
 */
function resolves(language: Language, namespace: string, key: string): boolean {
  const texts = leaves(language, namespace);
  if (texts.has(key) || [...texts.keys()].some((path) => path.startsWith(`${key}.`))) return true;
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return categories.every((category) => texts.has(`${key}_${category}`));
}

function missingIn(namespace: string, key: string): string[] {
  return LANGUAGES.filter((language) => !resolves(language, namespace, key));
}

/** Every member of a string union, kept complete by the compiler. */
const membersOf = <T extends string>(all: Record<T, true>) => Object.keys(all) as T[];

/** Keys of a policy section body as the English text lays it out: `p`, `h` or `list.<n>` per block. */
function bodyBlockKeys(page: 'privacy' | 'cookiePolicy', sections: readonly string[]): string[] {
  return sections.flatMap((section) => {
    const body = (
      resources['en-US'].legal as Record<
        string,
        Record<string, Record<string, { body: unknown[] }>>
      >
    )[page]!.sections![section]!.body;
    return body.flatMap((block, index) => {
      const base = `${page}.sections.${section}.body.${index}`;
      const { p, h, list } = block as { p?: string; h?: string; list?: string[] };
      return [
        ...(p ? [`${base}.p`] : []),
        ...(h ? [`${base}.h`] : []),
        ...(list ?? []).map((_, item) => `${base}.list.${item}`),
      ];
    });
  });
}

const sectionKeys = (suffix: string) => [
  ...PRIVACY_SECTIONS.map((section) => `privacy.sections.${section}.${suffix}`),
  ...COOKIE_POLICY_SECTIONS.map((section) => `cookiePolicy.sections.${section}.${suffix}`),
];

const VALIDATION_KEYS = Object.keys(VALIDATION_MESSAGES_EN);
const OPERATORS = membersOf<Operator>({
  openMarket: true,
  orange: true,
  play: true,
  plus: true,
  tMobile: true,
});
const RELEASE_NOTES = membersOf<ReleaseNote>({
  majorUpgrade: true,
  securityUpdate: true,
  featureDrop: true,
  cameraAndBattery: true,
  initialRelease: true,
});
const WAYBILLS = Object.values(WAYBILL);
const purposeKeys = (suffix: string) =>
  CONSENT_PURPOSES.map((purpose) => `settings.purposes.${purpose}.${suffix}`);

/**
 * Keys the source builds at run time, by namespace and the expression as
 * written, with every value they can take. A new dynamic key must be listed
 * here, so that all of its values are checked in every language.
 */
const DYNAMIC_KEYS: { namespace: string; expression: string; keys: readonly string[] }[] = [
  // The language select's options.
  {
    namespace: 'common',
    expression: '`language.${language}`',
    keys: LANGUAGES.map((language) => `language.${language}`),
  },
  // Validation messages of the contracts' schemas.
  { namespace: 'common', expression: 'key', keys: VALIDATION_KEYS },
  // The error catalogue of SPEC §8, and the fallback every caller of useApiErrorText uses.
  {
    namespace: 'common',
    expression: 'failure.key',
    keys: Object.keys(ERROR_CATALOGUE).map((code) => errorMessageKey(Number(code) as ErrorCode)),
  },
  { namespace: 'common', expression: 'fallbackKey', keys: ['errors.generic'] },
  // Checkout contact fields.
  {
    namespace: 'cart',
    expression: '`fields.${field}`',
    keys: Object.keys(EMPTY_CONTACT).map((field) => `fields.${field}`),
  },
  // Compliance tables: columns, operators and release notes of the fixed data.
  {
    namespace: 'compliance',
    expression: '`quality.columns.${column}`',
    keys: QUALITY_COLUMNS.map((column) => `quality.columns.${column}`),
  },
  {
    namespace: 'compliance',
    expression: '`quality.hints.${column}`',
    keys: QUALITY_COLUMNS.map((column) => `quality.hints.${column}`),
  },
  {
    namespace: 'compliance',
    expression: '`software.operators.${row.operator}`',
    keys: OPERATORS.map((operator) => `software.operators.${operator}`),
  },
  {
    namespace: 'compliance',
    expression: '`software.notes.${row.description}`',
    keys: RELEASE_NOTES.map((note) => `software.notes.${note}`),
  },
  {
    namespace: 'compliance',
    expression: '`software.notes.${opened.description}`',
    keys: RELEASE_NOTES.map((note) => `software.notes.${note}`),
  },
  // Home page services and perks.
  ...(['title', 'description', 'cta'] as const).map((part) => ({
    namespace: 'home',
    expression: `\`actions.\${action.key}.${part}\``,
    keys: ACTIONS.map((action) => `actions.${action.key}.${part}`),
  })),
  ...(['title', 'text'] as const).map((part) => ({
    namespace: 'home',
    expression: `\`perks.\${perk.key}.${part}\``,
    keys: PERKS.map((perk) => `perks.${perk.key}.${part}`),
  })),
  // Consent purposes (`base` is `settings.purposes.<purpose>`); details are a list.
  {
    namespace: 'legal',
    expression: '`${base}.title`',
    keys: [...purposeKeys('title'), ...sectionKeys('title')],
  },
  { namespace: 'legal', expression: '`${base}.summary`', keys: purposeKeys('summary') },
  { namespace: 'legal', expression: '`${base}.details`', keys: purposeKeys('details') },
  {
    namespace: 'legal',
    expression: '`${base}.details.${index}`',
    keys: CONSENT_PURPOSES.flatMap((purpose) =>
      [...leaves('en-US', 'legal').keys()].filter((path) =>
        path.startsWith(`settings.purposes.${purpose}.details.`),
      ),
    ),
  },
  // Policy sections (`base` is `<page>.sections.<section>`), and the blocks of their bodies.
  { namespace: 'legal', expression: '`${page}.sections.${key}.title`', keys: sectionKeys('title') },
  { namespace: 'legal', expression: '`${base}.body`', keys: sectionKeys('body') },
  ...(['p', 'h', 'list'] as const).map((kind) => ({
    namespace: 'legal',
    expression: kind === 'list' ? '`${key}.list.${itemIndex}`' : `\`\${key}.${kind}\``,
    keys: [
      ...bodyBlockKeys('privacy', PRIVACY_SECTIONS),
      ...bodyBlockKeys('cookiePolicy', COOKIE_POLICY_SECTIONS),
    ].filter((key) => (kind === 'list' ? key.includes('.list.') : key.endsWith(`.${kind}`))),
  })),
  // LegalText passes on the key its caller wrote, in the namespace its caller names (`ns`, which
  // this scan reads as common); each key is checked where it is written.
  { namespace: 'common', expression: 'i18nKey', keys: [] },
  // The cookie policy's table of what the portal stores.
  {
    namespace: 'legal',
    expression: '`cookiePolicy.table.items.${id}.${column}`',
    keys: STORED_ITEMS.flatMap((item) =>
      STORAGE_COLUMNS.map((column) => `cookiePolicy.table.items.${item.id}.${column}`),
    ),
  },
  {
    namespace: 'legal',
    expression: '`cookiePolicy.table.${column}`',
    keys: STORAGE_COLUMNS.map((column) => `cookiePolicy.table.${column}`),
  },
  // Progress of both kinds of order (shared by the lookup and the orders' pages, SPEC §4).
  {
    namespace: 'common',
    expression: '`purchaseStatus.${progress.label}`',
    keys: membersOf<PurchaseStatusLabel>({
      pendingConfirmation: true,
      pendingPayment: true,
      pendingShipment: true,
      pendingInvoice: true,
      completed: true,
      cancelled: true,
    }).map((label) => `purchaseStatus.${label}`),
  },
  {
    namespace: 'common',
    expression: '`purchaseStatus.${step}`',
    keys: PURCHASE_PROGRESS_STEPS.map((step) => `purchaseStatus.${step}`),
  },
  {
    namespace: 'common',
    expression: 'repairStatusLabelKey(result.status)',
    // Every status, and the label of a code the contracts do not know.
    keys: [...Object.values(REPAIR_STATUS), 0].map(repairStatusLabelKey),
  },
  {
    namespace: 'common',
    expression: '`repairProgress.steps.${step}`',
    keys: membersOf<RepairProgressStep>({
      userSent: true,
      receiving: true,
      inspection: true,
      waitingForPart: true,
      repair: true,
      delivery: true,
    }).map((step) => `repairProgress.steps.${step}`),
  },
  // Repair wizard: waybill options, order sheet signatures, sending checklist, booking phases, panels.
  ...(['title', 'description'] as const).map((part) => ({
    namespace: 'repair-wizard',
    expression: `\`appointment.waybillOption.\${value}.${part}\``,
    keys: WAYBILLS.map((value) => `appointment.waybillOption.${value}.${part}`),
  })),
  // A repair's private page: the quote's kinds of fee.
  {
    namespace: 'repair-order',
    expression: '`quote.feeType.${line.feeType}`',
    keys: QUOTE_FEE_TYPES.map((type) => `quote.feeType.${type}`),
  },
  // A spare-part order's page: the invoice's two types.
  {
    namespace: 'spare-order',
    expression: "`invoice.types.${enterprise ? '2' : '1'}`",
    keys: Object.values(INVOICE_TYPE).map((type) => `invoice.types.${type}`),
  },
  {
    namespace: 'repair-wizard',
    expression: '`checklist.${item}`',
    keys: CHECKLIST.map((item) => `checklist.${item}`),
  },
  {
    namespace: 'repair-wizard',
    expression: '`phase.${phase}`',
    keys: membersOf<BookingPhase>({ creating: true, reserving: true, label: true }).map(
      (phase) => `phase.${phase}`,
    ),
  },
  // The pick-up day with its weekday (0 Sunday … 6 Saturday), each with its own grammar.
  {
    namespace: 'repair-wizard',
    expression: '`result.pickupDay.${day.weekday}`',
    keys: [0, 1, 2, 3, 4, 5, 6].map((weekday) => `result.pickupDay.${weekday}`),
  },
  {
    namespace: 'repair-wizard',
    expression: '`panels.${panel}`',
    keys: WIZARD_PANELS.map((panel) => `panels.${panel}`),
  },
  // Spare-parts centre: the two compliance cards (written inline there), the standards and the tabs.
  ...(['title', 'description', 'open'] as const).map((part) => ({
    namespace: 'spare-centre',
    expression: `\`compliance.\${key}.${part}\``,
    keys: ['software', 'quality'].map((card) => `compliance.${card}.${part}`),
  })),
  {
    namespace: 'spare-centre',
    expression: '`compliance.standards.items.${standard}`',
    keys: STANDARDS.map((standard) => `compliance.standards.items.${standard}`),
  },
  {
    namespace: 'spare-centre',
    expression: '`tabs.${key}`',
    keys: TABS.map((tab) => `tabs.${tab}`),
  },
];

/**
 * Texts a translation keeps as they are: language names (each in its own
 * language), operators' brands, acronyms and words Polish shares with English.
 */
const SAME_IN_TRANSLATION = new Set([
  ...['pl-PL', 'zh-CN'].flatMap((language) => [
    `${language} common:language.pl-PL`,
    `${language} common:language.en-US`,
    `${language} cart:table.bom`,
    `${language} spare-centre:accessories.bom`,
    `${language} order-sheet:imei`,
    `${language} spare-order:lines.bom`,
    ...OPERATORS.filter((operator) => operator !== 'openMarket').map(
      (operator) => `${language} compliance:software.operators.${operator}`,
    ),
  ]),
  'pl-PL common:language.zh-CN',
  'pl-PL cart:fields.contactEmail',
  'pl-PL spare-centre:contact.email',
  'pl-PL legal:privacy.sections.contact.body.1.list.1',
  'pl-PL order-sheet:email',
  'pl-PL order-sheet:model',
  'pl-PL spare-order:contact.email',
  'pl-PL spare-order:invoice.bankName',
  'pl-PL spare-order:status.heading',
  'pl-PL spare-centre:models.label',
  'zh-CN legal:privacy.sections.cookies.title',
]);

const dynamicId = (namespace: string, expression: string) => `${namespace} ${expression}`;
const USES = keyUses(NAMESPACE_SET);

/** The one term a language uses for a thing, and the others it must not. */
const ONE_TERM: Partial<Record<Language, { use: string; not: RegExp }[]>> = {
  'pl-PL': [{ use: 'arkusz zlecenia (the sheet is titled so)', not: /kart\p{L}* zgłoszenia/iu }],
  'en-US': [{ use: 'order sheet', not: /job sheet|repair slip|order slip/i }],
};

describe('locale files', () => {
  it('exist for every namespace in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(resources[language] ?? {}).sort()).toEqual(NAMESPACES);
  });

  // English itself must have both of its plural forms and no empty text.
  it.each(NAMESPACES)(
    '%s: every language has the keys of en-US, its own plural forms, the same placeholders, no empty text',
    (namespace) => {
      const english = resources['en-US'][namespace];
      expectLocaleMatches(english, english, 'en-US');
      for (const language of OTHER_LANGUAGES)
        expectLocaleMatches(english, resources[language][namespace], language);
    },
  );

  it('are translated: Polish differs from English, Chinese is written in Chinese, but for the words listed', () => {
    const words = (text: unknown) => String(text).replace(/\{\{\w+\}\}|<\/?\w+>/g, '');
    const untranslated = NAMESPACES.flatMap((namespace) => {
      const english = leaves('en-US', namespace);
      const polish = [...leaves('pl-PL', namespace)]
        .filter(([path, text]) => /\p{L}/u.test(words(text)) && text === english.get(path))
        .map(([path]) => `pl-PL ${namespace}:${path}`);
      const chinese = [...leaves('zh-CN', namespace)]
        .filter(([, text]) => /\p{L}/u.test(words(text)) && !/\p{Script=Han}/u.test(String(text)))
        .map(([path]) => `zh-CN ${namespace}:${path}`);
      return [...polish, ...chinese].filter((entry) => !SAME_IN_TRANSLATION.has(entry));
    });
    expect(untranslated).toEqual([]);
  });

  it('name a thing as the document or the mail does: one term per language', () => {
    // The server's e-mails, the web's pages and the printed sheet are read side by side.
    const mail = import.meta.glob<{ default: unknown }>(
      '../../api/src/services/mail/locales/*.json',
      { eager: true },
    );
    const texts = (language: Language) => [
      ...NAMESPACES.flatMap((namespace) => [...leaves(language, namespace).values()]),
      ...Object.entries(mail)
        .filter(([file]) => file.endsWith(`/${language}.json`))
        .flatMap(([, module]) => [...localeLeaves(module.default).values()]),
    ];
    const misnamed = Object.entries(ONE_TERM).flatMap(([language, terms]) =>
      texts(language as Language).flatMap((text) =>
        terms
          .filter(({ not }) => not.test(String(text)))
          .map(({ use }) => `${language}: "${String(text)}" should say ${use}`),
      ),
    );
    expect(misnamed).toEqual([]);
  });

  it('fail the check when a key, a plural form or a placeholder is missing', () => {
    const english = { title: 'Cart', total_one: '{{count}} item', total_other: '{{count}} items' };
    const polish = {
      title: 'Koszyk',
      total_one: '{{count}} sztuka',
      total_few: '{{count}} sztuki',
      total_many: '{{count}} sztuk',
      total_other: '{{count}} sztuki',
    };
    expect(() => expectLocaleMatches(english, polish, 'pl-PL')).not.toThrow();
    expect(() => expectLocaleMatches(english, { ...polish, title: undefined }, 'pl-PL')).toThrow();
    expect(() =>
      expectLocaleMatches(english, { ...polish, total_few: undefined }, 'pl-PL'),
    ).toThrow();
    expect(() =>
      expectLocaleMatches(english, { ...polish, total_one: 'jedna sztuka' }, 'pl-PL'),
    ).toThrow();
    expect(() => expectLocaleMatches(english, { ...polish, title: ' ' }, 'pl-PL')).toThrow();
    // Chinese has one plural form only.
    expect(() =>
      expectLocaleMatches(english, { title: '购物车', total_other: '{{count}} 件' }, 'zh-CN'),
    ).not.toThrow();
    expect(() =>
      expectLocaleMatches(
        english,
        { title: '购物车', total_one: '{{count}} 件', total_other: '{{count}} 件' },
        'zh-CN',
      ),
    ).toThrow();
  });
});

describe('keys used in the source', () => {
  it('finds the calls of t and the i18nKey props', () => {
    expect(USES.length).toBeGreaterThan(300);
    expect(USES).toContainEqual(
      expect.objectContaining({ namespace: 'cart', key: 'checkout.privacy' }),
    );
    expect(USES).toContainEqual(
      expect.objectContaining({ namespace: 'common', key: 'actions.close' }),
    );
  });

  it('every key written in the source exists in every language', () => {
    const missing = USES.filter((use) => use.key !== undefined)
      .map((use) => ({
        at: use.at,
        key: `${use.namespace}:${use.key}`,
        missingIn: missingIn(use.namespace, use.key!),
      }))
      .filter((found) => found.missingIn.length > 0);
    expect(missing).toEqual([]);
  });

  it('every key built at run time is listed with all its values', () => {
    const listed = new Set(
      DYNAMIC_KEYS.map((entry) => dynamicId(entry.namespace, entry.expression)),
    );
    const unlisted = USES.filter(
      (use) => use.dynamic !== undefined && !listed.has(dynamicId(use.namespace, use.dynamic)),
    );
    expect(unlisted.map((use) => `${use.at} ${use.namespace} ${use.dynamic}`)).toEqual([]);
  });

  it('every value of a key built at run time exists in every language', () => {
    const missing = DYNAMIC_KEYS.flatMap((entry) =>
      entry.keys
        .map((key) => ({
          expression: entry.expression,
          key: `${entry.namespace}:${key}`,
          missingIn: missingIn(entry.namespace, key),
        }))
        .filter((found) => found.missingIn.length > 0),
    );
    expect(missing).toEqual([]);
  });

  it('lists no key the source no longer builds', () => {
    const built = new Set(
      USES.flatMap((use) =>
        use.dynamic === undefined ? [] : [dynamicId(use.namespace, use.dynamic)],
      ),
    );
    expect(
      DYNAMIC_KEYS.map((entry) => dynamicId(entry.namespace, entry.expression)).filter(
        (id) => !built.has(id),
      ),
    ).toEqual([]);
  });

  it('plural texts are asked for with a count', () => {
    const pluralBases = new Set(
      NAMESPACES.flatMap((namespace) =>
        [...leaves('en-US', namespace).keys()]
          .filter((path) => /_(one|other)$/.test(path))
          .map((path) => `${namespace}:${path.replace(/_(one|other)$/, '')}`),
      ),
    );
    const withoutCount = USES.filter(
      (use) =>
        use.key !== undefined && pluralBases.has(`${use.namespace}:${use.key}`) && !use.count,
    );
    expect(withoutCount.map((use) => `${use.at} ${use.namespace}:${use.key}`)).toEqual([]);
    // Each plural text is used somewhere.
    const used = new Set(USES.map((use) => `${use.namespace}:${use.key}`));
    expect([...pluralBases].filter((base) => !used.has(base))).toEqual([]);
  });
});
