// @vitest-environment node
/**
 * The pact of the web app with the backend (pacts/portal-web-service-backend.json):
 * each interaction is driven through the web app's own API client functions
 * against Pact's mock server, so the pact records what the app sends and what
 * it reads. Ids the provider makes are given by its provider states.
 */
import {
  ACCESS_TOKEN_PATTERN,
  API_PATHS,
  DICTIONARY_TYPE,
  DOCUMENT_TYPE_TECHNICAL,
  LABEL_TYPE,
  PAGE_SIZE,
  PICKUP_TIME_WINDOWS,
  POSTAL_CODE_PATTERN,
  PRODUCT_CATEGORY_PHONE,
  RESULT_FAILED,
  RESULT_OK,
  REPAIR_ORDER_TYPE,
  RMA_NUMBER_PATTERN,
  STATUS_FILTER,
  VERIFY_CODE_COOKIE,
  WAYBILL,
  type CreateAccessoriesOrderRequest,
  type CreateRepairOrderRequest,
} from '@portal/contracts';
import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import {
  dateTime,
  formBody,
  formId,
  isoDate,
  portalPact,
  timeOfDay,
  withBrowserCookie,
} from './pact-consumer';
import {
  EXAMPLE_CART_LINE,
  EXAMPLE_CART_ORDER,
  EXAMPLE_IDS,
  EXAMPLE_REPAIR_ORDER,
  LABEL_PDF,
} from './pact-examples';

/** A private page's key, as the booking and the checkout hand it out. */
const EXAMPLE_ACCESS_TOKEN = 'Zx9_Lq2-Wm4Rt7Yp1Ks8Vb3Nc6Hd0Jf5Gu2Ea9Ti4Oy';

const { boolean, eachLike, fromProviderState, integer, like, number, regex, string } = MatchersV3;

/** A list answer: `data.list` and `data.totalRow`, the list also at the top. */
function listAnswer(item: Record<string, unknown>) {
  return {
    result: RESULT_OK,
    data: { list: eachLike(item), totalRow: integer(2) },
    list: eachLike(item),
  };
}

/** The refusal shape of SPEC §8, read by the app whatever the HTTP status. */
function refusal(errorCode: number, message: string) {
  return { result: RESULT_FAILED, error_code: errorCode, error_msg: string(message) };
}

const pact = portalPact();

/**
 * The web app's API functions with their base URL on `mockServer`: the client
 * reads it once, as its module loads. Each mock server has a port of its own,
 * so no kept-alive connection to an earlier one is reused.
 */
async function apiAt(mockServer: V3MockServer) {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', mockServer.url);
  return {
    ...(await import('../features/repair-wizard/api/get-brands')),
    ...(await import('../features/repair-wizard/api/get-agreement')),
    ...(await import('../features/repair-wizard/api/get-products')),
    ...(await import('../features/repair-wizard/api/get-dictionary')),
    ...(await import('../features/repair-wizard/api/create-repair-order')),
    ...(await import('../features/repair-wizard/api/reserve-pickup')),
    ...(await import('../features/repair-wizard/api/get-label')),
    ...(await import('../features/spare-centre/api/get-announcement')),
    ...(await import('../features/spare-centre/api/get-documents')),
    ...(await import('../features/spare-centre/api/get-materials')),
    ...(await import('../features/spare-centre/api/get-serials')),
    ...(await import('../features/order-lookup/api/lookup-repair-orders')),
    ...(await import('../features/order-lookup/api/inquire-purchase-order')),
    ...(await import('../features/cart/api/verify-code-url')),
    ...(await import('../features/cart/api/create-accessories-order')),
    ...(await import('../lib/api-client')),
  };
}

/** The first page of a model's technical documents, as the documents page asks for it. */
const documentsQuery = (more: Record<string, unknown> = {}) => ({
  start: '0',
  length: String(PAGE_SIZE.documents),
  status: String(STATUS_FILTER.document),
  docType: String(DOCUMENT_TYPE_TECHNICAL),
  modelId: formId('${serialId}', EXAMPLE_IDS.serialId),
  ...more,
});

/** The first page of a model's spare parts matching `search`, as the spare-part centre asks. */
const partsSearchForm = (search: unknown) => ({
  status: String(STATUS_FILTER.material),
  length: String(PAGE_SIZE.accessories),
  start: '0',
  enName: search,
  plName: search,
  serialId: formId('${serialId}', EXAMPLE_IDS.serialId),
});

describe('repair wizard', () => {
  it('lists the brands a repair can be booked for', async () => {
    await pact
      .addInteraction()
      .given('brands are on offer')
      .uponReceiving('a request for the brands')
      .withRequest('POST', API_PATHS.brandPage, (request) =>
        formBody(request, {
          userName: '',
          status: String(STATUS_FILTER.brand),
          start: '0',
          length: String(PAGE_SIZE.lists),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(listAnswer({ userId: integer(1), userName: string('NovaTel') })),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const brands = await api.getBrands();
        expect(brands[0]).toEqual({ userId: 1, userName: 'NovaTel' });
      });
  });

  it("reads a brand's agreement", async () => {
    const userData = JSON.stringify({ zhLang: '<p>Umowa</p>', plLang: '<p>Umowa serwisowa</p>' });
    await pact
      .addInteraction()
      .given('a brand with an agreement')
      .uponReceiving("a request for a brand's agreement")
      .withRequest('GET', API_PATHS.agreement, (request) =>
        request.query({ userId: formId('${userId}', EXAMPLE_IDS.brandId) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            userId: integer(EXAMPLE_IDS.brandId),
            userName: string('NovaTel'),
            // JSON text with the HTML per language; zhLang is always there.
            userData: regex(/^\{[\s\S]*"zhLang":"[\s\S]+\}$/.source, userData),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        expect(await api.getAgreement(EXAMPLE_IDS.brandId, 'pl-PL')).toBe('<p>Umowa serwisowa</p>');
      });
  });

  it('is told when a brand has no agreement', async () => {
    await pact
      .addInteraction()
      .given('a brand without agreement')
      .uponReceiving('a request for the agreement of a brand that has none')
      .withRequest('GET', API_PATHS.agreement, (request) =>
        request.query({ userId: formId('${userId}', EXAMPLE_IDS.brandId) }),
      )
      .willRespondWith(200, (response) =>
        // The wizard tells "no agreement" from a failure by the code 404.
        response.jsonBody(refusal(404, 'The brand has no agreement')),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const failure = await api.getAgreement(EXAMPLE_IDS.brandId, 'pl-PL').catch((e) => e);
        expect(failure).toBeInstanceOf(api.ApiError);
        expect(failure.failure).toMatchObject({ kind: 'api', code: 404 });
      });
  });

  it('lists the phone models of a brand', async () => {
    await pact
      .addInteraction()
      .given('a brand with phone models')
      .uponReceiving('a request for the phone models of a brand')
      .withRequest('POST', API_PATHS.productPage, (request) =>
        formBody(request, {
          productName: '',
          status: String(STATUS_FILTER.product),
          start: '0',
          length: String(PAGE_SIZE.lists),
          category: PRODUCT_CATEGORY_PHONE,
          userId: formId('${userId}', EXAMPLE_IDS.brandId),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          listAnswer({ productId: integer(101), productName: string('NovaTel X5 Pro') }),
        ),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const models = await api.getProducts(EXAMPLE_IDS.brandId);
        expect(models[0]).toEqual({ productId: 101, productName: 'NovaTel X5 Pro' });
      });
  });

  it.each([
    ['channels', DICTIONARY_TYPE.channel, 'Website'],
    ['exteriors', DICTIONARY_TYPE.exterior, 'Screen scratched'],
    ['accessories', DICTIONARY_TYPE.accessories, 'Charger'],
  ] as const)('lists the %s dictionary', async (name, typeId, example) => {
    await pact
      .addInteraction()
      .given('the dictionaries are filled')
      .uponReceiving(`a request for the ${name} dictionary`)
      .withRequest('POST', API_PATHS.dictionary, (request) =>
        formBody(request, { typeId: String(typeId), status: String(STATUS_FILTER.dictionary) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(listAnswer({ id: integer(1), name: string(example) })),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        expect((await api.getDictionary(typeId))[0]).toEqual({ id: 1, name: example });
      });
  });

  it('books a repair order with its courier shipment', async () => {
    const { repairInfo, ...rest } = EXAMPLE_REPAIR_ORDER;
    await pact
      .addInteraction()
      .given('a repair can be booked for tomorrow')
      .uponReceiving('a repair order')
      .withRequest('POST', API_PATHS.repairOrderAdd, (request) =>
        request.jsonBody({
          repairInfo: {
            ...Object.fromEntries(
              Object.entries(repairInfo).map(([key, value]) => [key, like(value)]),
            ),
            clientPostalCode: regex(POSTAL_CODE_PATTERN.source, repairInfo.clientPostalCode),
            clientEmail: regex(/^[^@\s]+@[^@\s]+$/.source, repairInfo.clientEmail),
            userId: fromProviderState('${userId}', repairInfo.userId),
            productId: fromProviderState('${productId}', repairInfo.productId),
            sourceChannelId: fromProviderState('${channelId}', repairInfo.sourceChannelId),
            sourceChannelName: fromProviderState('${channelName}', repairInfo.sourceChannelName),
            applyAppearanceId: fromProviderState('${exteriorId}', repairInfo.applyAppearanceId),
            applyAppearance: fromProviderState('${exteriorName}', repairInfo.applyAppearance),
          },
          accessoriesList: [
            {
              accessoriesId: fromProviderState('${accessoryId}', EXAMPLE_IDS.accessoryId),
              accessoriesName: fromProviderState('${accessoryName}', 'Charger'),
            },
          ],
          pickupDate: fromProviderState('${pickupDate}', rest.pickupDate),
          isCreateShip: boolean(true),
          orderType: integer(REPAIR_ORDER_TYPE),
          language: like(rest.language),
          waybill: regex(/^[12]$/.source, rest.waybill ?? WAYBILL.printBill),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            shipmentId: integer(EXAMPLE_IDS.shipmentId),
            orderId: integer(EXAMPLE_IDS.orderId),
            rmaNumber: regex(RMA_NUMBER_PATTERN.source, 'RMA261130750420789609225'),
            shipmentNo: string('PCS470697337439571'),
            accessToken: regex(ACCESS_TOKEN_PATTERN.source, EXAMPLE_ACCESS_TOKEN),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const created = await api.createRepairOrder(EXAMPLE_REPAIR_ORDER);
        expect(created).toMatchObject({ orderId: EXAMPLE_IDS.orderId });
      });
  });

  const [firstWindow] = PICKUP_TIME_WINDOWS;
  const reservation = (pickupDate: unknown) => ({
    pickupDate,
    shipmentId: formId('${shipmentId}', EXAMPLE_IDS.shipmentId),
    orderId: formId('${orderId}', EXAMPLE_IDS.orderId),
    pickupTimeFrom: fromProviderState('${pickupTimeFrom}', firstWindow.from),
    pickupTimeTo: fromProviderState('${pickupTimeTo}', firstWindow.to),
  });
  const reservationRequest = (pickupDate: string) => ({
    pickupDate,
    shipmentId: EXAMPLE_IDS.shipmentId,
    orderId: EXAMPLE_IDS.orderId,
    pickupTimeFrom: firstWindow.from,
    pickupTimeTo: firstWindow.to,
  });

  it('reserves the courier pick-up of a booked order', async () => {
    await pact
      .addInteraction()
      .given('a repair order awaiting its pick-up')
      .uponReceiving('a pick-up reservation on an offered date and window')
      .withRequest('POST', API_PATHS.reservePickup, (request) =>
        formBody(request, reservation(fromProviderState('${pickupDate}', '2026-11-30'))),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            reservationId: integer(9),
            shipmentId: integer(EXAMPLE_IDS.shipmentId),
            orderId: integer(EXAMPLE_IDS.orderId),
            pickupDate: isoDate('2026-11-30'),
            pickupTimeFrom: timeOfDay(firstWindow.from),
            pickupTimeTo: timeOfDay(firstWindow.to),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const booked = await api.reservePickup(reservationRequest('2026-11-30'));
        expect(booked).toMatchObject({ pickupDate: '2026-11-30', pickupTimeFrom: '10:00' });
      });
  });

  it("shows the courier's refusal of a pick-up date in its own words", async () => {
    const message = 'No courier pick-up on 2020-01-06: the date is in the past.';
    await pact
      .addInteraction()
      .given('a repair order awaiting its pick-up')
      .uponReceiving('a pick-up reservation on a date the courier refuses')
      .withRequest('POST', API_PATHS.reservePickup, (request) =>
        // A past date: refused by any courier calendar.
        formBody(request, reservation('2020-01-06')),
      )
      .willRespondWith(200, (response) => response.jsonBody(refusal(422, message)))
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const failure = await api.reservePickup(reservationRequest('2020-01-06')).catch((e) => e);
        expect(failure).toBeInstanceOf(api.ApiError);
        expect(failure.failure).toMatchObject({ kind: 'api', code: 422, message });
      });
  });

  it('downloads the shipping label as a PDF named after the shipment', async () => {
    await pact
      .addInteraction()
      .given('a shipment reserved for tomorrow')
      .uponReceiving('a request for the shipping label')
      .withRequest('GET', API_PATHS.label, (request) =>
        request.query({
          shipmentId: formId('${shipmentId}', EXAMPLE_IDS.shipmentId),
          labelType: LABEL_TYPE,
        }),
      )
      .willRespondWith(200, (response) => {
        response.headers({
          'content-disposition': regex(
            /^attachment; filename="[^"]+\.pdf"$/.source,
            'attachment; filename="PCS470697337439571.pdf"',
          ),
        });
        response.binaryFile('application/pdf', LABEL_PDF);
      })
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const label = await api.getLabel(EXAMPLE_IDS.shipmentId, 'PCS000000001');
        expect(label.fileName).toBe('PCS470697337439571.pdf');
        expect(label.blob.size).toBeGreaterThan(0);
      });
  });
});

describe('spare-parts centre', () => {
  it('shows the current announcement', async () => {
    await pact
      .addInteraction()
      .given('an announcement is published')
      .uponReceiving('a request for the announcement')
      .withRequest('GET', API_PATHS.announcement)
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: { title: string('Godziny otwarcia'), content: string('<p>24.12 nieczynne</p>') },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        expect(await api.getAnnouncement()).toMatchObject({ title: 'Godziny otwarcia' });
      });
  });

  it("lists the first page of a model's technical documents", async () => {
    await pact
      .addInteraction()
      .given('technical documents of a model series')
      .uponReceiving("a request for the first page of a model's technical documents")
      .withRequest('GET', API_PATHS.documentsPage, (request) => request.query(documentsQuery()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            list: eachLike({
              id: integer(1),
              title: string('Instrukcja serwisowa X5'),
              description: string('Demontaż ekranu'),
              createTime: dateTime('2026-10-01 09:00:00'),
              // Comma-separated URLs, or the text `null`.
              filepath: string('/files/docs/x5-service.pdf'),
              content: string('<p>Opis</p>'),
              modelId: integer(EXAMPLE_IDS.serialId),
            }),
            // Load More reads the total, by type: a backend's own count passes.
            totalRow: integer(12),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const page = await api.getDocuments({ modelId: EXAMPLE_IDS.serialId, title: '' }, 1);
        expect(page.list[0]).toMatchObject({ modelId: EXAMPLE_IDS.serialId });
        expect(page.totalRow).toBe(12);
      });
  });

  it('lists the model series matching a search', async () => {
    await pact
      .addInteraction()
      .given('model series are on offer')
      .uponReceiving('a request for the model series')
      .withRequest('POST', API_PATHS.serialQuery, (request) =>
        formBody(request, { status: String(STATUS_FILTER.serial), enName: '' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: eachLike({ Id: integer(EXAMPLE_IDS.serialId), EnName: string('X5 series') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        expect((await api.getSerials(''))[0]).toEqual({
          Id: EXAMPLE_IDS.serialId,
          EnName: 'X5 series',
        });
      });
  });

  it('lists the spare parts of a model matching a search text', async () => {
    const search = fromProviderState('${search}', 'display');
    await pact
      .addInteraction()
      .given('spare parts of a model series')
      .uponReceiving('a request for the spare parts of a model matching a text')
      .withRequest('POST', API_PATHS.materialPage, (request) =>
        formBody(request, partsSearchForm(search)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          // Load More reads the total, by type: a backend's own count passes.
          recordsTotal: integer(3),
          data: eachLike({
            Id: integer(EXAMPLE_IDS.skuId),
            ImageFiles: string('/files/parts/x5-display.webp'),
            price: number(49.9),
            serialName: string('X5 series'),
            NameEN: string('X5 display'),
            NamePL: string('Wyświetlacz X5'),
            bom: string('X5-LCD-01'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const page = await api.getMaterials(
          { serialId: EXAMPLE_IDS.serialId, search: 'display' },
          0,
        );
        expect(page.data[0]).toMatchObject({ Id: EXAMPLE_IDS.skuId, price: 49.9 });
        expect(page.recordsTotal).toBe(3);
      });
  });
});

describe('spare-parts centre lists that are empty', () => {
  it('shows no documents when none of a model has the searched title', async () => {
    await pact
      .addInteraction()
      .given('no technical document of a model series has the title')
      .uponReceiving("a request for a model's technical documents with a title none has")
      .withRequest('GET', API_PATHS.documentsPage, (request) =>
        request.query(documentsQuery({ title: fromProviderState('${title}', 'no such title') })),
      )
      .willRespondWith(200, (response) =>
        // An empty page, and a total that ends the paging: no Load More.
        response.jsonBody({ result: RESULT_OK, data: { list: [], totalRow: integer(0) } }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const page = await api.getDocuments(
          { modelId: EXAMPLE_IDS.serialId, title: 'no such title' },
          1,
        );
        expect(page).toEqual({ list: [], totalRow: 0 });
      });
  });

  it('shows no accessories when none of a model matches the search text', async () => {
    const search = fromProviderState('${search}', 'no such part');
    await pact
      .addInteraction()
      .given('no spare part of a model series matches the text')
      .uponReceiving('a request for the spare parts of a model matching a text none has')
      .withRequest('POST', API_PATHS.materialPage, (request) =>
        formBody(request, partsSearchForm(search)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ result: RESULT_OK, recordsTotal: integer(0), data: [] }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const page = await api.getMaterials(
          { serialId: EXAMPLE_IDS.serialId, search: 'no such part' },
          0,
        );
        expect(page).toEqual({ result: RESULT_OK, recordsTotal: 0, data: [] });
      });
  });
});

describe('order lookups', () => {
  it('finds a repair order by its RMA number', async () => {
    await pact
      .addInteraction()
      .given('a repair order sent back to its customer')
      .uponReceiving('a repair lookup by RMA number')
      .withRequest('POST', API_PATHS.repairLookup, (request) =>
        formBody(request, { keyword: fromProviderState('${rmaNumber}', 'RMA261130000001') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            list: eachLike({
              status: integer(8),
              createTime: dateTime('2026-11-20 10:00:00'),
              receiveTime: dateTime('2026-11-21 10:00:00'),
              checkTime: dateTime('2026-11-22 10:00:00'),
              repairTime: dateTime('2026-11-23 10:00:00'),
              sendDateTime: dateTime('2026-11-24 10:00:00'),
              sendLogisticsTypeName: string('InPost'),
              sendLogisticsNo: string('620000000000000000000000'),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const [found] = await api.lookupRepairOrders({ keyword: 'RMA261130000001' });
        expect(found).toMatchObject({ status: 8, sendLogisticsTypeName: 'InPost' });
      });
  });

  it('finds a shipped spare-part order by its number', async () => {
    await pact
      .addInteraction()
      .given('a spare-part order shipped')
      .uponReceiving('a purchase inquiry by order number')
      .withRequest('POST', API_PATHS.accessoriesOrderInquiry, (request) =>
        formBody(request, { orderId: formId('${orderId}', EXAMPLE_IDS.orderId) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            orderId: integer(EXAMPLE_IDS.orderId),
            status: integer(7),
            logisticsName: string('DPD'),
            logisticsNo: string('0000000000000A'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const order = await api.inquirePurchaseOrder({ orderId: EXAMPLE_IDS.orderId });
        expect(order).toMatchObject({ status: 7, logisticsName: 'DPD' });
      });
  });
});

describe('order lookups that find nothing', () => {
  it('shows no data when no repair order has the keyword', async () => {
    await pact
      .addInteraction()
      .given('no repair order has the keyword')
      .uponReceiving('a repair lookup by a keyword no order has')
      .withRequest('POST', API_PATHS.repairLookup, (request) =>
        formBody(request, {
          keyword: fromProviderState('${keyword}', 'RMA261130000000000000000'),
        }),
      )
      .willRespondWith(200, (response) =>
        // Not an error to the page: it shows its no-data state for the code 404.
        response.jsonBody(refusal(404, 'No repair order matches this keyword')),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        expect(await api.lookupRepairOrders({ keyword: 'RMA261130000000000000000' })).toEqual([]);
      });
  });

  it('shows no data when no spare-part order has the number', async () => {
    await pact
      .addInteraction()
      .given('no spare-part order has the number')
      .uponReceiving('a purchase inquiry by a number no order has')
      .withRequest('POST', API_PATHS.accessoriesOrderInquiry, (request) =>
        formBody(request, { orderId: formId('${orderId}', EXAMPLE_IDS.orderId) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(refusal(404, 'No spare-parts order has this number')),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        expect(await api.inquirePurchaseOrder({ orderId: EXAMPLE_IDS.orderId })).toBeNull();
      });
  });
});

describe('cart', () => {
  it('loads a verification code image that sets the code cookie', async () => {
    await pact
      .addInteraction()
      .given('the checkout is open')
      .uponReceiving('a request for a verification code image')
      .withRequest('GET', API_PATHS.verifyCode, (request) =>
        request.query({ t: regex(/^\d+$/.source, '1764460800000') }),
      )
      .willRespondWith(200, (response) =>
        // The image itself is new each time: its type and the cookie are the contract.
        // Any image a browser shows (SPEC: "an image"): SVG here, PNG elsewhere.
        response.headers({
          'content-type': regex(/^image\/.+/.source, 'image/svg+xml'),
          'set-cookie': regex(
            `^${VERIFY_CODE_COOKIE}=[^;]+(;.*)?$`,
            `${VERIFY_CODE_COOKIE}=c0de; HttpOnly`,
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const image = await fetch(api.verifyCodeImageUrl(1764460800000));
        expect(image.headers.get('content-type')).toMatch(/^image\//);
        expect(image.headers.getSetCookie()[0]).toMatch(`${VERIFY_CODE_COOKIE}=`);
      });
  });

  it('places the cart order with the code of its cookie', async () => {
    const { OrderInfo } = EXAMPLE_CART_ORDER;
    await pact
      .addInteraction()
      .given('a verification code issued to the browser')
      .uponReceiving('a cart order')
      .withRequest('POST', API_PATHS.accessoriesOrderAdd, (request) =>
        request
          .headers({
            cookie: fromProviderState(
              `${VERIFY_CODE_COOKIE}=\${codeSession}`,
              `${VERIFY_CODE_COOKIE}=c0de`,
            ),
          })
          .jsonBody({
            OrderInfo: Object.fromEntries(
              Object.entries(OrderInfo).map(([key, value]) => [key, like(value)]),
            ),
            detail: [
              {
                skuId: fromProviderState('${skuId}', EXAMPLE_CART_LINE.skuId),
                bom: fromProviderState('${bom}', EXAMPLE_CART_LINE.bom),
                productName: fromProviderState('${productName}', EXAMPLE_CART_LINE.productName),
                num: integer(EXAMPLE_CART_LINE.num),
              },
            ],
            code: fromProviderState('${code}', EXAMPLE_CART_ORDER.code),
            language: like(EXAMPLE_CART_ORDER.language),
          }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          result: RESULT_OK,
          data: {
            orderId: integer(EXAMPLE_IDS.orderId),
            accessToken: regex(ACCESS_TOKEN_PATTERN.source, EXAMPLE_ACCESS_TOKEN),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const api = await apiAt(mockServer);
        const placed = await withBrowserCookie(`${VERIFY_CODE_COOKIE}=c0de`, () =>
          api.createAccessoriesOrder(EXAMPLE_CART_ORDER),
        );
        expect(placed).toEqual({ orderId: EXAMPLE_IDS.orderId, accessToken: EXAMPLE_ACCESS_TOKEN });
      });
  });
});

// Compile-time checks that the examples are requests the app can send.
EXAMPLE_REPAIR_ORDER satisfies CreateRepairOrderRequest;
EXAMPLE_CART_ORDER satisfies CreateAccessoriesOrderRequest;
