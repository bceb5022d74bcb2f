import { readDatabase } from '@portal/test-support';

const iso = (value: unknown) =>
  typeof value === 'number' ? new Date(value).toISOString() : (value as string | null);

/**
 * The same data as one JSON file for json-server: the collections the
 * benchmarked calls read, with the fields the portal answers (names as the
 * upstream contract spells them) and the ones the calls filter and sort on.
 */
export function jsonServerDatabase(file: string) {
  return readDatabase(file, (db) => {
    const materials = db
      .prepare(
        `SELECT m.id, m.bom, m.nameEN, m.namePL, m.priceCents, m.imageFiles, m.status,
                m.sortOrder, m.serialId, s.enName AS serialName
         FROM Material m JOIN Serial s ON s.id = m.serialId ORDER BY m.id`,
      )
      .all() as Record<string, unknown>[];
    const documents = db
      .prepare(
        'SELECT id, title, description, createTime, filepath, content, status, docType, modelId FROM Document ORDER BY id',
      )
      .all() as Record<string, unknown>[];
    const serials = db
      .prepare('SELECT id, enName, status, sortOrder FROM Serial ORDER BY id')
      .all() as Record<string, unknown>[];
    const orders = db
      .prepare(
        `SELECT o.id, o.rmaNumber, o.applySn, s.shipmentNo, o.status, o.createTime, o.receiveTime,
                o.checkTime, o.repairTime, o.sendDateTime, o.sendLogisticsTypeName, o.sendLogisticsNo
         FROM RepairOrder o LEFT JOIN Shipment s ON s.orderId = o.id ORDER BY o.id`,
      )
      .all() as Record<string, unknown>[];
    const purchases = db
      .prepare('SELECT id, status, logisticsName, logisticsNo FROM SparePartOrder ORDER BY id')
      .all() as Record<string, unknown>[];
    return {
      sparePartOrders: purchases.map((p) => ({ ...p, orderId: p.id })),
      materials: materials.map((m) => ({
        id: m.id,
        Id: m.id,
        ImageFiles: m.imageFiles,
        price: m.priceCents === null ? null : Number(m.priceCents) / 100,
        serialName: m.serialName,
        NameEN: m.nameEN,
        NamePL: m.namePL,
        bom: m.bom,
        status: m.status,
        sortOrder: m.sortOrder,
        serialId: m.serialId,
      })),
      documents: documents.map((d) => ({ ...d, createTime: iso(d.createTime) })),
      serials: serials.map((s) => ({ ...s, Id: s.id, EnName: s.enName })),
      repairOrders: orders.map((o) => ({
        ...o,
        createTime: iso(o.createTime),
        receiveTime: iso(o.receiveTime),
        checkTime: iso(o.checkTime),
        repairTime: iso(o.repairTime),
        sendDateTime: iso(o.sendDateTime),
      })),
    };
  });
}
