// `tsx src/cli/document-timing.ts [count]`: the CPU time of this process per
// new courier label and per new order sheet (after a warm-up), and per repeat
// answered from the document maker's keep. Every document has a customer of
// its own: names, street and words no other document has, as a new order's
// would. The figures of decision record 042 come from it.
import { formatTrackingNumber, languageOrDefault } from '@portal/contracts';
import { createDocumentMaker } from '../services/document-maker';
import { labelOf, type LabelData } from '../services/label';
import { renderLabelPdf } from '../services/label-pdf';
import { renderOrderSheetPdf, type PrintedOrderSheet } from '../services/order-sheet';

const count = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
const contact = { email: 'serwis@example.com', phone: '+48 22 100 20 30' };
const pickup = { date: '2026-12-01', from: '10:00', to: '13:00' };

/** A word no other document has: `n` spelt in letters. */
const word = (n: number, stem: string) =>
  stem +
  [...n.toString(26)].map((digit) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(digit, 26)]).join('');

function label(n: number): LabelData {
  const order = {
    language: 'pl-PL',
    rmaNumber: `RMA${String(100000 + n)}`,
    clientName: `${word(n, 'Anna')} ${word(n, 'Kowalsk')}`,
    clientTell: `+48 600 ${String(100000 + n)}`,
    clientStreet: word(n, 'Długa'),
    clientHouseNumber: String(n),
    clientPostalCode: '90-001',
    clientCity: 'Łódź',
  };
  const shipment = { shipmentNo: formatTrackingNumber(470697337439571 + n), createdAt: new Date() };
  return { ...labelOf(order, shipment, 'Orbis One 5G'), pickup };
}

function sheet(n: number): PrintedOrderSheet {
  return {
    language: languageOrDefault('pl-PL'),
    createdAt: new Date().toISOString(),
    data: {
      rmaNumber: `RMA${String(100000 + n)}`,
      bookedAt: '2026-11-29 10:00:00',
      customer: {
        name: `${word(n, 'Anna')} ${word(n, 'Kowalsk')}`,
        phone: `+48 600 ${String(100000 + n)}`,
        email: `${word(n, 'anna')}@example.com`,
        address: `${word(n, 'Długa')} ${String(n)}, Łódź`,
        postalCode: '90-001',
      },
      shipping: { shipmentNo: formatTrackingNumber(470697337439571 + n), pickup, waybill: '1' },
      service: { channel: 'web', warranty: '1' },
      device: {
        model: 'Orbis One 5G',
        imei: String(356938035643809 + n),
        exterior: `rysa ${word(n, 'ekran')}`,
        accessories: ['ładowarka'],
      },
      description: `Ekran pęka ${word(n, 'przy')} ładowaniu`,
      frequency: 'zawsze',
    },
  };
}

async function cpuPer(name: string, make: (n: number) => Promise<Buffer>) {
  for (let n = 0; n < WARM_UP; n++) await make(-1 - n);
  const start = process.cpuUsage();
  let bytes = 0;
  for (let n = 0; n < count; n++) bytes += (await make(n)).length;
  const { user, system } = process.cpuUsage(start);
  const ms = (user + system) / 1000 / count;
  console.log(`${name}: ${ms.toFixed(2)} ms CPU each, ${(bytes / count / 1024).toFixed(1)} KB`);
}

await cpuPer('new label', (n) => renderLabelPdf(label(n), contact));
await cpuPer('new order sheet', (n) => renderOrderSheetPdf(sheet(n), contact));

const makeDocument = createDocumentMaker({ renders: 2, queue: 16, keepBytes: 16 * 1024 * 1024 });
const kept = label(0);
const keep = () =>
  makeDocument('label', [kept, contact], () => renderLabelPdf(kept, contact)) ??
  Promise.reject(new Error('busy'));
await cpuPer('kept label, repeated', keep);
