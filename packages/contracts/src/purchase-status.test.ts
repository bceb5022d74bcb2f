import { describe, expect, it } from 'vitest';
import { PURCHASE_PROGRESS_STEPS, PURCHASE_STATUS, purchaseProgress } from './purchase-status.ts';

describe('purchase status constants', () => {
  it('has the numeric mapping of SPEC §4', () => {
    expect(PURCHASE_STATUS).toEqual({
      pendingConfirmation: 1,
      pendingPayment: 2,
      pendingShipment: 3,
      pendingInvoice: 7,
      completed: 11,
      cancelled: 12,
      reopened: 21,
    });
  });

  it('has five steps', () => {
    expect([...PURCHASE_PROGRESS_STEPS]).toEqual([
      'pendingConfirmation',
      'pendingPayment',
      'pendingShipment',
      'pendingInvoice',
      'completed',
    ]);
  });
});

describe('purchaseProgress: position and label', () => {
  it.each([
    // The statuses of SPEC §4.
    [1, 0, 'pendingConfirmation'],
    [2, 1, 'pendingPayment'],
    [3, 2, 'pendingShipment'],
    [7, 3, 'pendingInvoice'],
    [11, 4, 'completed'],
    [21, 0, 'pendingConfirmation'],
    // Statuses between the listed ones stay on the step reached.
    [0, 0, 'pendingConfirmation'],
    [4, 2, 'pendingShipment'],
    [6, 2, 'pendingShipment'],
    [8, 3, 'pendingInvoice'],
    [10, 3, 'pendingInvoice'],
  ] as const)('status %i is at step %i (%s)', (status, step, label) => {
    expect(purchaseProgress({ status })).toMatchObject({ step, label, cancelled: false });
  });

  it.each([12, 13, 15, 20, 22, 99])(
    'status %i (above 11, not 21) is cancelled without a step',
    (status) => {
      expect(purchaseProgress({ status })).toMatchObject({
        step: null,
        label: 'cancelled',
        cancelled: true,
      });
    },
  );
});

describe('purchaseProgress: logistics', () => {
  const logistics = { logisticsName: 'DPD', logisticsNo: '0000123456789' };

  it.each([4, 5, 7, 8, 10, 11])(
    'shows logistics for status %i when name and number exist',
    (status) => {
      expect(purchaseProgress({ status, ...logistics }).showLogistics).toBe(true);
    },
  );

  it.each([0, 1, 2, 3, 12, 15, 21])(
    'hides logistics for status %i (outside 3 < status < 12)',
    (status) => {
      expect(purchaseProgress({ status, ...logistics }).showLogistics).toBe(false);
    },
  );

  it.each([
    ['no name', { logisticsName: null, logisticsNo: '0000123456789' }],
    ['an empty name', { logisticsName: '', logisticsNo: '0000123456789' }],
    ['no number', { logisticsName: 'DPD', logisticsNo: null }],
    ['an empty number', { logisticsName: 'DPD', logisticsNo: '' }],
    ['neither', {}],
  ])('hides logistics with %s', (_case, data) => {
    expect(purchaseProgress({ status: 7, ...data }).showLogistics).toBe(false);
  });
});
