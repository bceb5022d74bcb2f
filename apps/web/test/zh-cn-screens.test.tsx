import {
  API_PATHS,
  LANGUAGE_STORAGE_KEY,
  repairLookupResponseSchema,
  VERIFY_CODE_COOKIE,
  type RepairWizardValues,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../src/app/root-layout';
import { paths } from '../src/config/paths';
import { SERVICE_EMAIL, SERVICE_PHONE } from '../src/config/service';
import { CartPage } from '../src/features/cart/cart-page';
import { CABLE, fillCart, SCREEN, TRAY } from '../src/features/cart/test/cart-fixtures';
import { PRODUCTS, QUALITY_ROWS, SOFTWARE_VERSIONS } from '../src/features/compliance/fixed-data';
import { QualityEnvironmentalPage } from '../src/features/compliance/quality-environmental-page';
import { SoftwareUpdatesPage } from '../src/features/compliance/software-updates-page';
import { HomePage } from '../src/features/home/home-page';
import { CookiePolicyPage } from '../src/features/legal/cookie-policy-page';
import { CookieSettingsPage } from '../src/features/legal/cookie-settings-page';
import { CONTROLLER, SUPERVISORY_AUTHORITY_URL } from '../src/features/legal/legal-details';
import { PrivacyPolicyPage } from '../src/features/legal/privacy-policy-page';
import { OrderLookupPage } from '../src/features/order-lookup/order-lookup-page';
import { RepairLayout } from '../src/features/repair-area/repair-layout';
import { AppointmentPanel } from '../src/features/repair-wizard/components/appointment-panel';
import { WizardResult } from '../src/features/repair-wizard/components/wizard-result';
import { RESULT_STATE } from '../src/features/repair-wizard/hooks/use-repair-booking';
import { useWizardForm } from '../src/features/repair-wizard/hooks/use-wizard-form';
import {
  ACCESSORIES,
  BRANDS,
  CHANNELS,
  CREATED,
  EXTERIORS,
  MODELS,
  mockWizardApi,
  renderWizard,
  reserved,
} from '../src/features/repair-wizard/wizard-test-helpers';
import { SpareCentrePage } from '../src/features/spare-centre/spare-centre-page';
import { SpareLayout } from '../src/features/spare-centre/spare-layout';
import {
  documentRecord,
  documentsAnswer,
  MATERIALS,
  materialsAnswer,
  SERIALS,
} from '../src/features/spare-centre/test/fixtures';
import { namespaceOf, storedLanguage } from '../src/i18n';
import { CART_STORAGE_KEY, cartStore } from '../src/lib/cart-store';
import { CONSENT_STORAGE_KEY, COOKIE_ANSWER_STORAGE_KEY } from '../src/lib/consent';
import { mockFetch } from './fetch-mock';
import { i18n, renderRoute, setupI18n } from './render';

/**
 * A visitor whose stored language is zh-CN (the selects offer only Polski and
 * English) gets every screen in Chinese: no key is missing, and no English
 * text from outside i18next shows, e.g. a library's built-in label.
 */

const zhLocales = import.meta.glob<{ default: unknown }>(
  ['../src/i18n/locales/zh-CN.json', '../src/features/*/locales/zh-CN.json'],
  { eager: true },
);

const LATIN_WORD = /\p{Script=Latin}{2,}/gu;
const latinWords = (value: unknown) => new Set(JSON.stringify(value).match(LATIN_WORD) ?? []);

/** Latin words a Chinese screen may show: those in the Chinese texts (IMEI, Cookie…) and in the data shown. */
const ALLOWED_WORDS = new Set([
  ...latinWords(Object.values(zhLocales).map((module) => module.default)),
  ...latinWords([
    [SERIALS, MATERIALS, documentRecord(), SCREEN, CABLE, TRAY, SERVICE_EMAIL, SERVICE_PHONE],
    [CHANNELS, EXTERIORS, ACCESSORIES, BRANDS, MODELS, CREATED],
    [SOFTWARE_VERSIONS, QUALITY_ROWS, CONTROLLER, SUPERVISORY_AUTHORITY_URL],
    // Names of what the portal stores, listed by the cookie policy.
    [LANGUAGE_STORAGE_KEY, COOKIE_ANSWER_STORAGE_KEY, CONSENT_STORAGE_KEY, CART_STORAGE_KEY],
    VERIFY_CODE_COOKIE,
  ]),
]);

const NOT_TEXT_INPUTS = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button']);

/** Everything a person can read or hear on the page: text, names, hints, field values. */
function shownStrings(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    const text = node.textContent?.trim();
    if (text) found.push(text);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of [
      'aria-label',
      'aria-roledescription',
      'aria-description',
      'title',
      'placeholder',
      'alt',
    ]) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.push(value);
    }
    if (element instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(element.type) && element.value)
      found.push(element.value);
  }
  return found;
}

const enLocales = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../src/i18n/locales/en-US.json', '../src/features/*/locales/en-US.json'],
  { eager: true },
);
/** First segments of every key, and the namespaces: what a key shown by mistake starts with. */
const KEY_STARTS = new Set([
  ...Object.values(enLocales).flatMap((module) => Object.keys(module.default)),
  ...Object.keys(enLocales).map(namespaceOf),
]);

/** What i18next shows for a key it cannot find: the key itself, e.g. `tabs.documents` or `cart:title`. */
function looksLikeKey(text: string): boolean {
  const match = /^(?:([\w-]+):)?([a-z][\w-]*)(\.[\w-]+)*$/.exec(text);
  return (
    match !== null &&
    (match[1] !== undefined || match[3] !== undefined) &&
    KEY_STARTS.has(match[1] ?? match[2]!)
  );
}

const missing: string[] = [];
const recordMissing = (languages: readonly string[], namespace: string, key: string) =>
  missing.push(`${languages.join(',')} ${namespace}:${key}`);

beforeAll(async () => {
  // What a visitor gets after choosing Chinese: the stored choice, read at start-up.
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN');
  await setupI18n(storedLanguage());
  // i18next reports a missing key only while it is asked to save them.
  i18n.options.saveMissing = true;
  i18n.on('missingKey', recordMissing);
});
afterAll(() => {
  i18n.off('missingKey', recordMissing);
  i18n.options.saveMissing = false;
});

beforeEach(() => {
  missing.length = 0;
  cartStore.clear();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The appointment panel on its own, with the wizard's form. */
function AppointmentOnly() {
  const { form } = useWizardForm();
  return <AppointmentPanel form={form} onSubmit={() => {}} loading={false} />;
}

/** Chinese text shows, no key is missing, and Latin words come only from the texts or `data`. */
function expectChineseOnly(data: unknown = []) {
  const shown = shownStrings();
  expect(shown.join(' ')).toMatch(/\p{Script=Han}/u);
  expect(shown.filter(looksLikeKey)).toEqual([]);
  expect(missing).toEqual([]);
  const allowed = new Set([...ALLOWED_WORDS, ...latinWords(data)]);
  const foreign = shown.filter((text) =>
    (text.match(LATIN_WORD) ?? []).some((word) => !allowed.has(word)),
  );
  expect(foreign).toEqual([]);
}

describe('a stored zh-CN choice', () => {
  it('is the language in use, and <html lang> says so', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('shows the home page in Chinese', async () => {
    await renderRoute(<HomePage />, { path: paths.home });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('home:title'));
    expectChineseOnly();
  });

  it('shows the order lookup and a repair result in Chinese, with dates for China', async () => {
    mockFetch({
      [API_PATHS.repairLookup]: repairLookupResponseSchema.parse({
        result: 1,
        data: {
          list: [
            {
              status: 8,
              createTime: '2025-05-20 13:10:00',
              receiveTime: '2025-05-22 10:05:00',
              checkTime: '2025-05-22 15:30:00',
              repairTime: '2025-05-26 11:45:00',
              sendDateTime: '2025-05-27 14:10:00',
              sendLogisticsTypeName: 'InPost',
              sendLogisticsNo: '620548317725610492836154',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderRoute(<div />, {
      path: '/unused',
      initialEntry: paths.orderLookup,
      routes: [
        {
          path: paths.repairArea,
          element: <RepairLayout />,
          children: [{ path: paths.orderLookup, element: <OrderLookupPage /> }],
        },
      ],
    });
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox'), 'RMA250520000008');
    await user.click(within(search).getByRole('button', { name: i18n.t('order-lookup:search') }));
    const card = await screen.findByRole('article', {
      name: i18n.t('order-lookup:repair.cardTitle'),
    });
    expect(within(card).getByText(i18n.t('repairStatus.finished'))).toBeInTheDocument();
    expect(within(card).getByText('2025年5月27日 14:10')).toBeInTheDocument();
    expectChineseOnly(['InPost']);
  });

  async function renderCentre(tab: string) {
    mockFetch({
      [API_PATHS.serialQuery]: { result: 1, data: SERIALS },
      [API_PATHS.materialPage]: materialsAnswer(MATERIALS),
      [API_PATHS.documentsPage]: documentsAnswer([documentRecord()]),
      [API_PATHS.announcement]: { result: 1, data: null },
    });
    await renderRoute(<div />, {
      path: '/unused',
      initialEntry: `${paths.spareCentre}?tab=${tab}`,
      routes: [
        {
          path: paths.spareArea,
          element: <SpareLayout />,
          children: [{ path: paths.spareCentre, element: <SpareCentrePage /> }],
        },
      ],
    });
  }

  it('shows the spare-parts centre in Chinese, with euro prices and image controls', async () => {
    await renderCentre('accessories');
    expect(await screen.findByRole('article', { name: 'Display assembly X5' })).toBeInTheDocument();
    expect(screen.getByText('€19.99')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: i18n.t('spare-centre:accessories.nextImage') }),
    ).toBeInTheDocument();
    expectChineseOnly();
  });

  it('shows the documents tab and a document in Chinese, with its date for China', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCentre('documents');
    await user.click(
      await screen.findByRole('button', {
        name: i18n.t('spare-centre:documents.viewFor', { title: documentRecord().title }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: documentRecord().title });
    expect(within(dialog).getByText('2025年7月2日')).toBeInTheDocument();
    expectChineseOnly();
  });

  it.each(['announcements', 'compliance'])('shows the %s tab in Chinese', async (tab) => {
    await renderCentre(tab);
    expect(
      await screen.findByRole('tab', { name: i18n.t(`spare-centre:tabs.${tab}`), selected: true }),
    ).toBeInTheDocument();
    if (tab === 'announcements') await screen.findByText(i18n.t('spare-centre:announcement.empty'));
    expectChineseOnly();
  });

  it('shows the cart and both checkout steps in Chinese', async () => {
    fillCart();
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    await renderRoute(<CartPage />, { path: paths.cart });
    expect(await screen.findByText('Display assembly X5')).toBeInTheDocument();
    expectChineseOnly();

    await user.click(screen.getByRole('button', { name: i18n.t('cart:submit') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('cart:checkout.title') });
    const contact = {
      contactName: '王伟',
      contactPhone: '+48 600 100 200',
      contactEmail: 'wang.wei@example.com',
      country: '波兰',
      city: '华沙',
      contactAddress: 'Marszałkowska 1',
    };
    for (const [field, value] of Object.entries(contact))
      await user.type(
        within(dialog).getByRole('textbox', {
          name: new RegExp(`^${i18n.t(`cart:fields.${field}`)}`),
        }),
        value,
      );
    await user.click(within(dialog).getByRole('button', { name: i18n.t('cart:checkout.next') }));
    await within(dialog).findByRole('textbox', {
      name: new RegExp(`^${i18n.t('cart:checkout.verifyCode')}`),
    });
    // What the shopper typed is data too.
    expectChineseOnly(contact);
  });

  it('shows the repair wizard in Chinese', async () => {
    mockWizardApi();
    await renderWizard();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      i18n.t('repair-wizard:title'),
    );
    await screen.findByRole('combobox', {
      name: new RegExp(`^${i18n.t('order-sheet:brand')}`),
    });
    expectChineseOnly();
  });

  it('shows the pick-up appointment with its calendar in Chinese, and the chosen date in Chinese', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 2 June 2025, 10:00 in Warsaw: pick-up dates are 2–5 June.
    vi.setSystemTime(new Date('2025-06-02T08:00:00Z'));
    const user = userEvent.setup({ delay: null });
    await renderRoute(<AppointmentOnly />, { mantineTestEnv: true });
    const dateButton = screen.getByRole('button', {
      name: new RegExp(`^${i18n.t('order-sheet:pickupDate')}`),
    });
    await user.click(dateButton);
    expectChineseOnly();
    await user.click(
      await screen.findByRole('button', {
        name: dayjs('2025-06-03').locale('zh-cn').format('D MMMM YYYY'),
      }),
    );
    expect(dateButton).toHaveTextContent('2025年6月3日星期二');
    expectChineseOnly();
  });

  it('shows the booking result and the printable order sheet in Chinese', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-02T08:00:00Z'));
    mockWizardApi();
    const values: RepairWizardValues = {
      channelId: CHANNELS[0]!,
      userId: BRANDS[0]!.userId,
      productId: MODELS[0]!.productId,
      warranty: '1',
      consent: '1',
      imei: '356938035643809',
      followAnnex: [`${ACCESSORIES[0]!.id},${ACCESSORIES[0]!.name}`],
      exterior: EXTERIORS[0]!,
      description: '黑屏',
      frequency: '每天',
      name: '王伟',
      phone: '+48 600 700 800',
      email: 'wang@example.pl',
      city: '华沙',
      street: 'Marszałkowska',
      houseNumber: '12',
      postal: '00-950',
      pickupDate: '2025-06-03',
      pickupTime: '10:00-13:00',
      waybill: '2',
    };
    const order = { ...CREATED.data, createdAt: new Date(), values };
    const reservation = reserved({
      shipmentId: 55,
      orderId: 77,
      pickupDate: '2025-06-03',
      pickupTimeFrom: '10:00',
      pickupTimeTo: '13:00',
    }).data;
    await renderRoute(
      <WizardResult
        outcome={{ state: RESULT_STATE.success, order, reservation, label: null, labelError: null }}
        labelLoading={false}
        onAddAnother={() => {}}
        onChangeReservation={() => {}}
        onRetryLabel={() => {}}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: i18n.t('repair-wizard:result.successTitle') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: i18n.t('title', { ns: 'order-sheet' }) }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/2025年6月3日星期二/).length).toBeGreaterThan(0);
    // The private page's address is data, not text.
    const privateLink = screen.getByRole('link', { name: /\/base\/order\// }).textContent;
    expectChineseOnly([values, privateLink]);
  });

  it('shows both compliance pages and a detail modal in Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = await renderRoute(<SoftwareUpdatesPage />, { path: paths.softwareUpdates });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expectChineseOnly();
    unmount();

    await renderRoute(<QualityEnvironmentalPage />, { path: paths.qualityEnvironmental });
    await user.click(
      await screen.findByRole('button', {
        name: i18n.t('compliance:detailsFor', { name: PRODUCTS.orbisOneMax }),
      }),
    );
    expect(await screen.findByRole('dialog', { name: PRODUCTS.orbisOneMax })).toBeInTheDocument();
    expectChineseOnly();
  });

  it.each([
    ['privacy policy', paths.privacyPolicy, <PrivacyPolicyPage />],
    ['cookie policy', paths.cookiePolicy, <CookiePolicyPage />],
    ['cookie settings', paths.cookieSettings, <CookieSettingsPage />],
  ])('shows the %s, with the cookie dialog, in Chinese', async (_name, path, page) => {
    await renderRoute(<RootLayout />, {
      path: '/',
      initialEntry: path,
      children: [{ path, element: page }],
    });
    expect(
      await screen.findByRole('dialog', { name: i18n.t('common:cookieDialog.title') }),
    ).toBeInTheDocument();
    expectChineseOnly();
  });

  it('shows the cookie dialog over a page in Chinese', async () => {
    await renderRoute(<RootLayout />, {
      path: '/',
      children: [{ index: true, element: <HomePage /> }],
    });
    expect(
      await screen.findByRole('dialog', { name: i18n.t('common:cookieDialog.title') }),
    ).toBeInTheDocument();
    expectChineseOnly();
  });
});
