import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dataTables } from './tables';
import {
  PURCHASE_STATUS,
  REPAIR_STATUS,
  REPAIR_TIMESTAMP_FIELDS,
  composeClientAddress,
  formatRmaNumber,
  formatTrackingNumber,
  isPublicId,
  isImeiChecksumValid,
  isOfferedPickupWindow,
  isPickupDateOffered,
  isPickupWorkday,
  polishTimestamp,
  isValidNip,
  richTextDocumentSchema,
} from '@portal/contracts';
import type { RichTextNode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prisma } from '../generated/client/client';
import type { PrismaClient } from '../generated/client/client';
import { readCatalogueVersion } from '../src/catalogue-version';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { resolveDatabasePath } from '../src/paths';
import { DEMO_KEYS, SEED_TODAY, isDatabaseEmpty, seedDatabase, seedFileUrls } from '../src/seed';
import { warsaw } from '../src/seed/time';
import { tempDatabaseUrl, tempDir } from './temp';
import { expectSerialsApartFromIds } from './number-serials';

/** Every row of every table (and the autoincrement counters), in a stable order. */
function dumpRows(url: string): Record<string, unknown[]> {
  const db = new Database(resolveDatabasePath(url), { readonly: true });
  try {
    const tables = dataTables(db);
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        db
          .prepare(
            `SELECT * FROM "${name}" ORDER BY ${name === 'sqlite_sequence' ? 'name' : 'rowid'}`,
          )
          .all(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** Every file below `dir`, by relative path, with its bytes. */
function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full));
  }
  return files;
}

/** Warsaw wall-clock time of an instant, `YYYY-MM-DD HH:mm`. */
const warsawMinute = (instant: Date) => polishTimestamp(instant).slice(0, 16);

function nodesOf(json: string): RichTextNode[] {
  const parsed = richTextDocumentSchema.parse(JSON.parse(json));
  return [...parsed.zhLang, ...(parsed.enLang ?? []), ...(parsed.plLang ?? [])];
}

function flatten(nodes: RichTextNode[]): RichTextNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe('seedDatabase', () => {
  const url = tempDatabaseUrl();
  const filesDir = tempDir();
  let db: PrismaClient;
  let firstResult: { seeded: boolean };
  let seedCpuMs = 0;

  beforeAll(async () => {
    await migrateDatabase(url);
    db = createPrismaClient(url);
    expect(await isDatabaseEmpty(db)).toBe(true);
    // CPU time, not wall time: the seed's own cost, whatever else the machine runs.
    const started = process.cpuUsage();
    firstResult = await seedDatabase(db, { filesDir });
    const used = process.cpuUsage(started);
    seedCpuMs = (used.user + used.system) / 1000;
  });
  afterAll(() => db.$disconnect());

  it('fills every table of an empty database, fast enough to run at start', async () => {
    expect(firstResult).toEqual({ seeded: true });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const rows = dumpRows(url);
    // Verification codes, the mail record and outbox and the rate counts are per
    // visitor and short-lived, and the server makes its secrets on first use: nothing to seed.
    const unseeded: string[] = [
      Prisma.ModelName.VerifyCode,
      Prisma.ModelName.MailSent,
      Prisma.ModelName.MailOutbox,
      // Customers' messages to the service: written on the private pages only.
      Prisma.ModelName.CustomerMessage,
      Prisma.ModelName.WindowCounter,
      Prisma.ModelName.ServerSecret,
      // The test controls' state: a clock, stubs and a journal only while tests set them.
      Prisma.ModelName.TestControls,
      Prisma.ModelName.TestStub,
      Prisma.ModelName.TestScenario,
      Prisma.ModelName.TestJournalEntry,
      // Not data: a random mark of the last write, checked on its own below.
      Prisma.ModelName.CatalogueVersion,
    ];
    const seededModels = Object.values(Prisma.ModelName).filter((name) => !unseeded.includes(name));
    for (const model of seededModels) expect(rows[model]?.length, model).toBeGreaterThan(0);
    expect(seedCpuMs).toBeLessThan(3000);
  });

  it('seeds nothing the second time and leaves the database as it was', async () => {
    const before = dumpRows(url);
    expect(await seedDatabase(db, { filesDir })).toEqual({ seeded: false });
    expect(dumpRows(url)).toEqual(before);
  });

  it('has two brands, one of them without an agreement', async () => {
    const brands = await db.brand.findMany({ orderBy: { id: 'asc' } });
    expect(brands).toHaveLength(2);
    const [withAgreement, without] = brands;
    expect(withAgreement?.id).toBe(DEMO_KEYS.brands.withAgreement);
    for (const html of [
      withAgreement?.agreementPl,
      withAgreement?.agreementEn,
      withAgreement?.agreementZh,
    ]) {
      expect(html).toMatch(/<p>/);
      expect(html).toMatch(/<li>/);
    }
    expect(without).toMatchObject({
      id: DEMO_KEYS.brands.withoutAgreement,
      agreementPl: null,
      agreementEn: null,
      agreementZh: null,
    });
    for (const brand of brands) {
      expect(
        await db.product.count({ where: { brandId: brand.id, status: 1, category: '2' } }),
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('has a catalogue of priced and unpriced parts with unique BOM codes', async () => {
    const materials = await db.material.findMany({ where: { status: 1 } });
    expect(materials.length).toBeGreaterThanOrEqual(40);
    expect(new Set(materials.map((item) => item.bom)).size).toBe(materials.length);
    expect(materials.filter((item) => item.priceCents === null)).toHaveLength(5);
    expect(materials.filter((item) => item.priceCents === 0)).toHaveLength(1);
    const priced = materials.filter((item) => item.priceCents !== null && item.priceCents > 0);
    for (const item of priced) {
      expect(item.priceCents).toBeGreaterThanOrEqual(490);
      expect(item.priceCents).toBeLessThanOrEqual(18900);
    }
    const imageCounts = new Set(
      materials.map((item) => (item.imageFiles === '' ? 0 : item.imageFiles.split(',').length)),
    );
    expect([...imageCounts].sort()).toEqual([0, 1, 2, 3]);
    expect(materials.some((item) => /[ąćęłńóśźż]/.test(item.namePL))).toBe(true);
  });

  it('offers a first serial with more than one page of accessories', async () => {
    const first = await db.serial.findFirst({
      where: { status: 1 },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    expect(first?.id).toBe(DEMO_KEYS.serialWithManyAccessories);
    expect(
      await db.material.count({
        where: { serialId: DEMO_KEYS.serialWithManyAccessories, status: 1 },
      }),
    ).toBeGreaterThan(15);
    expect(
      await db.material.findUnique({ where: { id: DEMO_KEYS.accessoryWithoutPrice } }),
    ).toMatchObject({
      priceCents: null,
      status: 1,
      serialId: DEMO_KEYS.serialWithManyAccessories,
    });
    expect(
      await db.material.findUnique({ where: { id: DEMO_KEYS.accessoryWithZeroPrice } }),
    ).toMatchObject({ priceCents: 0, status: 1 });
  });

  it('has published documents per serial and without one, in the rich-text format', async () => {
    const documents = await db.document.findMany({ where: { status: 2, docType: 1 } });
    expect(documents.length).toBeGreaterThanOrEqual(12);
    expect(documents.filter((document) => document.modelId === null).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(documents.filter((document) => document.filepath === null)).toHaveLength(1);
    expect(documents.some((document) => (document.filepath ?? '').split(',').length === 2)).toBe(
      true,
    );
    expect(
      new Set(documents.map((document) => document.createTime.toISOString().slice(0, 7))).size,
    ).toBeGreaterThanOrEqual(5);
    const nodes = flatten(documents.flatMap((document) => nodesOf(document.content)));
    for (const type of ['paragraph', 'link', 'hr', 'image'])
      expect(
        nodes.some((node) => node.type === type),
        type,
      ).toBe(true);
    const announcement = await db.announcement.findFirstOrThrow();
    expect(announcement.title).not.toBe('');
    expect(flatten(nodesOf(announcement.content)).some((node) => node.type === 'paragraph')).toBe(
      true,
    );
  });

  it('has the three pick lists', async () => {
    for (const typeId of [10004, 10003, 10002]) {
      expect(
        await db.dictionaryEntry.count({ where: { typeId, status: 1 } }),
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('has repair orders in every status, with consistent numbers and timestamps', async () => {
    const orders = await db.repairOrder.findMany({
      include: { shipment: { include: { reservations: true } }, accessories: true },
    });
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(Object.values(REPAIR_STATUS)),
    );
    const products = new Map((await db.product.findMany()).map((product) => [product.id, product]));
    const dictionary = new Map(
      (await db.dictionaryEntry.findMany()).map((entry) => [entry.id, entry]),
    );
    for (const order of orders) {
      const bookingDate = polishTimestamp(order.createTime).slice(0, 10);
      expect(isPublicId(Number(order.id))).toBe(true);
      expect(isPublicId(Number(order.shipment?.id))).toBe(true);
      expect(order.shipment?.id).not.toBe(order.id);
      const rmaSerial = Number(order.rmaNumber.slice('RMAyymmdd'.length));
      expect(order.rmaNumber).toBe(formatRmaNumber(bookingDate, rmaSerial));
      const trackingSerial = Number(order.shipment?.shipmentNo.slice('PCS'.length));
      expect(order.shipment?.shipmentNo).toBe(formatTrackingNumber(trackingSerial));
      expect(isImeiChecksumValid(order.applySn), order.applySn).toBe(true);
      expect(order.clientAddress).toBe(
        composeClientAddress(order.clientHouseNumber, order.clientStreet, order.clientCity),
      );
      expect(order.clientPostalCode).toMatch(/^\d{2}-\d{3}$/);
      expect(products.get(order.productId)?.brandId).toBe(order.userId);
      // Named in the order's language, as the customer picked them.
      const named = (id: number) => {
        const entry = dictionary.get(id);
        const names = JSON.parse(entry?.names ?? '{}') as Record<string, string>;
        return { typeId: entry?.typeId, name: names[order.language] };
      };
      expect(named(order.sourceChannelId)).toEqual({
        typeId: 10004,
        name: order.sourceChannelName,
      });
      expect(named(order.applyAppearanceId)).toEqual({
        typeId: 10003,
        name: order.applyAppearance,
      });
      for (const line of order.accessories) {
        expect(named(line.accessoriesId)).toEqual({
          typeId: 10002,
          name: line.accessoriesName,
        });
      }
      expect(isPickupWorkday(order.pickupDate), order.pickupDate).toBe(true);

      // Each step happens after the one before it.
      const times = REPAIR_TIMESTAMP_FIELDS.map((field) => order[field]).filter(
        (time) => time !== null,
      );
      const present = REPAIR_TIMESTAMP_FIELDS.filter((field) => order[field] !== null);
      expect(present).toEqual(REPAIR_TIMESTAMP_FIELDS.slice(0, present.length));
      for (let i = 1; i < times.length; i += 1)
        expect(times[i]!.getTime()).toBeGreaterThan(times[i - 1]!.getTime());
      expect(order.createTime.getTime()).toBeLessThan(warsaw(`${SEED_TODAY} 23:59`).getTime());

      const active =
        order.shipment?.reservations.filter((reservation) => reservation.status === 'active') ?? [];
      switch (order.status) {
        case REPAIR_STATUS.pendingPickup:
          expect(present).toEqual(['createTime']);
          expect(active).toHaveLength(1);
          expect(isPickupDateOffered(order.pickupDate, warsaw(`${SEED_TODAY} 08:00`))).toBe(true);
          break;
        case REPAIR_STATUS.waitingForPart:
          expect(present).toEqual(['createTime', 'receiveTime', 'checkTime']);
          break;
        case REPAIR_STATUS.finished:
          expect(present).toHaveLength(5);
          expect(['InPost', 'DPD']).toContain(order.sendLogisticsTypeName);
          expect(order.sendLogisticsNo).toBeTruthy();
          break;
        case REPAIR_STATUS.cancelled:
          expect(present).toEqual(['createTime']);
          expect(order.shipment?.status).toBe('cancelled');
          expect(active).toHaveLength(0);
          break;
        case REPAIR_STATUS.logisticsToBeBuilt:
          expect(present).toEqual(['createTime']);
          expect(order.shipment?.reservations).toHaveLength(0);
          break;
      }
      if (order.status !== REPAIR_STATUS.finished) expect(order.sendLogisticsNo).toBeNull();
      for (const reservation of order.shipment?.reservations ?? []) {
        expect(isOfferedPickupWindow(reservation.pickupTimeFrom, reservation.pickupTimeTo)).toBe(
          true,
        );
        expect(reservation.pickupDate).toBe(order.pickupDate);
      }
    }
  });

  it('writes Warsaw wall-clock times across the change to winter time', async () => {
    const finished = await db.repairOrder.findUniqueOrThrow({
      where: { id: DEMO_KEYS.repairOrders.finished.orderId },
    });
    expect(warsawMinute(finished.createTime)).toBe('2026-10-20 13:10');
    expect(warsawMinute(finished.sendDateTime!)).toBe('2026-10-27 14:10');
  });

  it('has spare-part orders in every purchase status with priced lines and totals', async () => {
    const orders = await db.sparePartOrder.findMany({ include: { lines: true } });
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(Object.values(PURCHASE_STATUS)),
    );
    const materials = new Map((await db.material.findMany()).map((item) => [item.id, item]));
    for (const order of orders) {
      expect(order.lines.length).toBeGreaterThan(0);
      let total = 0;
      for (const line of order.lines) {
        const material = materials.get(line.skuId);
        expect(material?.bom).toBe(line.bom);
        expect(line.unitPriceCents).toBe(material?.priceCents);
        expect(line.unitPriceCents).toBeGreaterThan(0);
        expect([material?.nameEN, material?.namePL]).toContain(line.productName);
        total += line.unitPriceCents * line.num;
      }
      expect(order.totalCents).toBe(total);
      const hasLogistics = Boolean(order.logisticsName && order.logisticsNo);
      if (
        order.status === PURCHASE_STATUS.pendingInvoice ||
        order.status === PURCHASE_STATUS.completed
      )
        expect(hasLogistics).toBe(true);
      if (order.status === PURCHASE_STATUS.pendingShipment) expect(hasLogistics).toBe(false);
      if (order.invoiceType === '2') {
        expect(isValidNip(order.taxNo)).toBe(true);
        expect(order.registerAddress).not.toBe('');
        expect(order.registerPhone).not.toBe('');
      }
    }
    expect(orders.some((order) => order.invoiceType === '2')).toBe(true);
  });

  it('points every file URL in the database at a file in the files folder', async () => {
    const urls = new Set<string>();
    for (const item of await db.material.findMany())
      for (const url of item.imageFiles.split(',').filter(Boolean)) urls.add(url);
    const documents = await db.document.findMany();
    const announcement = await db.announcement.findFirstOrThrow();
    for (const document of documents)
      for (const url of (document.filepath ?? '').split(',').filter(Boolean)) urls.add(url);
    for (const json of [...documents.map((document) => document.content), announcement.content]) {
      for (const node of flatten(nodesOf(json))) {
        for (const url of [node.data?.url, node.data?.href])
          if (url?.startsWith('/')) urls.add(url);
      }
    }
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) {
      expect(url).toMatch(/^\/files\/(accessories|documents)\/[a-z0-9.-]+\.(svg|pdf)$/);
      expect(existsSync(path.join(filesDir, url.slice('/files/'.length))), url).toBe(true);
    }
    for (const url of seedFileUrls())
      expect(existsSync(path.join(filesDir, url.slice('/files/'.length))), url).toBe(true);
  });

  it('writes real PDFs and self-contained SVGs', () => {
    const files = readTree(filesDir);
    const pdfs = [...files].filter(([name]) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(14);
    for (const [name, bytes] of pdfs) {
      expect(bytes.subarray(0, 5).toString(), name).toBe('%PDF-');
      expect(bytes.length, name).toBeLessThan(40_000);
    }
    for (const [name, bytes] of files) {
      if (!name.endsWith('.svg')) continue;
      const svg = bytes.toString('utf8');
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
      );
      // Only the namespace URI: no external fonts, images or links.
      expect(svg.match(/https?:\/\//g), name).toHaveLength(1);
      expect(svg, name).not.toMatch(/href=|@import|<image/);
    }
  });

  it('gives identical databases and files when seeded again at another time', async () => {
    const otherUrl = tempDatabaseUrl();
    const otherFiles = tempDir();
    await migrateDatabase(otherUrl);
    const other = createPrismaClient(otherUrl);
    let otherVersion: string | null;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-30T01:30:00Z'));
    try {
      expect(await seedDatabase(other, { filesDir: otherFiles })).toEqual({ seeded: true });
      otherVersion = await readCatalogueVersion(other);
    } finally {
      vi.useRealTimers();
      await other.$disconnect();
    }
    expect(dumpRows(otherUrl)).toEqual(dumpRows(url));
    // The catalogue's version alone differs: each seeding is a new catalogue for the servers.
    const mineVersion = await readCatalogueVersion(db);
    expect(mineVersion).toMatch(/^[0-9a-f-]{36}$/);
    expect(otherVersion).toMatch(/^[0-9a-f-]{36}$/);
    expect(otherVersion).not.toBe(mineVersion);
    const mine = readTree(filesDir);
    const theirs = readTree(otherFiles);
    expect([...theirs.keys()].sort()).toEqual([...mine.keys()].sort());
    for (const [name, bytes] of mine) expect(theirs.get(name)?.equals(bytes), name).toBe(true);
  });

  it('gives the RMA and tracking numbers serials of their own: no number holds an id', async () => {
    expectSerialsApartFromIds(await db.repairOrder.findMany({ include: { shipment: true } }));
  });

  describe('DEMO_KEYS', () => {
    const repairKeys = { ...DEMO_KEYS.repairOrders, ...DEMO_KEYS.moreRepairOrders };

    it('names one repair order per status, found by RMA number, IMEI and shipment number', async () => {
      for (const [name, status] of Object.entries(REPAIR_STATUS)) {
        expect(DEMO_KEYS.repairOrders[name as keyof typeof DEMO_KEYS.repairOrders].status).toBe(
          status,
        );
      }
      for (const [name, keys] of Object.entries(repairKeys)) {
        const order = await db.repairOrder.findUnique({
          where: { rmaNumber: keys.rmaNumber },
          include: { shipment: true },
        });
        expect(order, name).toMatchObject({
          id: BigInt(keys.orderId),
          status: keys.status,
          applySn: keys.imei,
          sendLogisticsNo: keys.sendLogisticsNo,
        });
        expect(order?.shipment).toMatchObject({
          id: BigInt(keys.shipmentId),
          shipmentNo: keys.shipmentNo,
        });
        expect(await db.repairOrder.count({ where: { applySn: keys.imei } }), name).toBe(1);
      }
    });

    it('names one spare-part order per purchase status', async () => {
      for (const [name, id] of Object.entries(DEMO_KEYS.purchaseOrders)) {
        const order = await db.sparePartOrder.findUnique({ where: { id } });
        expect(order?.status, name).toBe(PURCHASE_STATUS[name as keyof typeof PURCHASE_STATUS]);
      }
      const enterprise = await db.sparePartOrder.findUniqueOrThrow({
        where: { id: DEMO_KEYS.purchaseOrders.pendingShipment },
      });
      expect(enterprise).toMatchObject({
        invoiceType: '2',
        taxNo: '5260250274',
        logisticsNo: null,
      });
    });

    it('has keys that match nothing, for the no-data states', async () => {
      expect(isImeiChecksumValid(DEMO_KEYS.notFound.imei)).toBe(true);
      expect(await db.repairOrder.count({ where: { applySn: DEMO_KEYS.notFound.imei } })).toBe(0);
      expect(
        await db.repairOrder.count({ where: { rmaNumber: DEMO_KEYS.notFound.rmaNumber } }),
      ).toBe(0);
      expect(
        await db.sparePartOrder.count({ where: { id: DEMO_KEYS.notFound.purchaseOrderId } }),
      ).toBe(0);
    });
  });
});
