import { expect } from 'vitest';

interface OrderNumbers {
  id: bigint;
  rmaNumber: string;
  shipment: { id: bigint; shipmentNo: string } | null;
}

/**
 * The RMA and tracking numbers have serials of their own: no number holds
 * its order's or shipment's id, every number's serial differs from the
 * others, and none is the id of any order or shipment.
 */
export function expectSerialsApartFromIds(orders: OrderNumbers[]) {
  const serials = new Set<string>();
  for (const order of orders) {
    const numbers = [order.rmaNumber, order.shipment?.shipmentNo ?? ''];
    for (const number of numbers) {
      for (const id of [order.id, order.shipment?.id]) {
        expect(number, `${number} holds id ${id}`).not.toContain(String(id));
      }
    }
    serials.add(order.rmaNumber.slice('RMAyymmdd'.length));
    serials.add(order.shipment?.shipmentNo.slice('PCS'.length) ?? '');
  }
  expect(serials.size).toBe(orders.length * 2);
  const ids = new Set(orders.flatMap((order) => [String(order.id), String(order.shipment?.id)]));
  expect([...serials].filter((serial) => ids.has(serial))).toEqual([]);
}
