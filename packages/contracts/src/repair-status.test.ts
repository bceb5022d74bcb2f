import { describe, expect, it } from 'vitest';
import {
  REPAIR_PROGRESS_STEPS,
  REPAIR_STATUS,
  REPAIR_TIMESTAMP_FIELDS,
  WAITING_FOR_PART_POSITION,
  repairProgress,
  repairStatusLabelKey,
  repairStatusName,
} from './repair-status.ts';
import type { RepairLookupFields, RepairTimestampField } from './repair-status.ts';

describe('repair status codes', () => {
  it('has one code per status label of SPEC §4 plus waiting for part', () => {
    expect(Object.keys(REPAIR_STATUS)).toEqual([
      'pendingPickup',
      'toBeReceivedByFactory',
      'toBeReceivedByChannel',
      'checking',
      'waitingForPart',
      'quoteToBeConfirmed',
      'processing',
      'finished',
      'cancelled',
      'logisticsToBeBuilt',
    ]);
  });

  it('uses distinct codes', () => {
    const codes = Object.values(REPAIR_STATUS);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses 5 for waiting for part', () => {
    expect(REPAIR_STATUS.waitingForPart).toBe(5);
    expect(repairStatusName(5)).toBe('waitingForPart');
  });

  it.each(Object.entries(REPAIR_STATUS))(
    '%s (code %i) has the label key repairStatus.%s',
    (name, code) => {
      expect(repairStatusName(code)).toBe(name);
      expect(repairStatusLabelKey(code)).toBe(`repairStatus.${name}`);
    },
  );

  it.each([0, -1, 11, 99, 2.5, Number.NaN])(
    'an unknown code %d has no name and the unknown label key',
    (code) => {
      expect(repairStatusName(code)).toBeUndefined();
      expect(repairStatusLabelKey(code)).toBe('repairStatus.unknown');
    },
  );
});

describe('repairProgress constants', () => {
  it('counts the five timestamps of the lookup', () => {
    expect([...REPAIR_TIMESTAMP_FIELDS]).toEqual([
      'createTime',
      'receiveTime',
      'checkTime',
      'repairTime',
      'sendDateTime',
    ]);
  });

  it('has the five steps user sent, receiving, inspection, repair, delivery', () => {
    expect([...REPAIR_PROGRESS_STEPS]).toEqual([
      'userSent',
      'receiving',
      'inspection',
      'repair',
      'delivery',
    ]);
  });

  it('puts waiting for part at position 3', () => {
    expect(WAITING_FOR_PART_POSITION).toBe(3);
  });
});

// Every combination of the five timestamps present or absent, each with a
// status other than 5 and with status 5 (waiting for part).
const combinations = Array.from({ length: 2 ** REPAIR_TIMESTAMP_FIELDS.length }, (_, mask) =>
  REPAIR_TIMESTAMP_FIELDS.filter((_field, bit) => (mask & (1 << bit)) !== 0),
);

function lookup(
  status: number,
  presentFields: readonly RepairTimestampField[],
): RepairLookupFields {
  const result: RepairLookupFields = {
    status,
    createTime: null,
    receiveTime: null,
    checkTime: null,
    repairTime: null,
    sendDateTime: null,
    sendLogisticsTypeName: 'InPost',
    sendLogisticsNo: 'PCS000000042',
  };
  for (const field of presentFields) result[field] = '2021-03-01 10:15:00';
  return result;
}

/** Sent back with no repair time: the quote was declined, the repair never done. */
const unrepaired = (presentFields: readonly RepairTimestampField[]) =>
  presentFields.includes('sendDateTime') && !presentFields.includes('repairTime');

function expectedMessage(presentFields: readonly RepairTimestampField[]) {
  if (presentFields.includes('sendDateTime')) {
    return {
      key: unrepaired(presentFields)
        ? 'lookup.repair.returnedUnrepaired'
        : 'lookup.repair.finished',
      courier: 'InPost',
      trackingNumber: 'PCS000000042',
    };
  }
  if (presentFields.includes('receiveTime')) return { key: 'lookup.repair.processing' };
  return { key: 'lookup.repair.processingTitle' };
}

const rows = combinations.flatMap((presentFields) =>
  [REPAIR_STATUS.processing, REPAIR_STATUS.waitingForPart].map(
    (status) => [presentFields.join('+') || 'none', status, presentFields] as const,
  ),
);

describe('repairProgress: every combination of timestamps, with and without status 5', () => {
  it('covers all 32 combinations twice', () => {
    expect(new Set(combinations.map((c) => c.join('+'))).size).toBe(32);
    expect(rows).toHaveLength(64);
  });

  it.each(rows)('present: %s, status %i', (_label, status, presentFields) => {
    const progress = repairProgress(lookup(status, presentFields));
    const waiting = status === 5;

    expect(progress.completed).toBe(presentFields.length);
    const repair = unrepaired(presentFields) ? [] : ['repair'];
    expect(progress.steps).toEqual(
      waiting
        ? ['userSent', 'receiving', 'inspection', 'waitingForPart', ...repair, 'delivery']
        : ['userSent', 'receiving', 'inspection', ...repair, 'delivery'],
    );
    expect(progress.active).toBe(waiting ? 3 : presentFields.length);
    expect(progress.message).toEqual(expectedMessage(presentFields));
  });
});

describe('repairProgress: what counts as present', () => {
  it.each([
    ['an empty text', ''],
    ['blanks', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('treats %s as absent', (_case, value) => {
    const progress = repairProgress({
      status: 7,
      createTime: '2021-03-01 10:00:00',
      receiveTime: value,
      checkTime: value,
      repairTime: value,
      sendDateTime: value,
    });
    expect(progress.completed).toBe(1);
    expect(progress.active).toBe(1);
    expect(progress.message).toEqual({ key: 'lookup.repair.processingTitle' });
  });

  it('accepts a result without any timestamp field', () => {
    expect(repairProgress({ status: 1 })).toEqual({
      steps: ['userSent', 'receiving', 'inspection', 'repair', 'delivery'],
      completed: 0,
      active: 0,
      message: { key: 'lookup.repair.processingTitle' },
    });
  });

  it('gives empty courier texts when the shipment data is missing', () => {
    const progress = repairProgress({
      status: 8,
      repairTime: '2021-03-04 12:00:00',
      sendDateTime: '2021-03-05 12:00:00',
    });
    expect(progress.message).toEqual({
      key: 'lookup.repair.finished',
      courier: '',
      trackingNumber: '',
    });
  });

  it('does not share the steps list between results', () => {
    const waiting = repairProgress({ status: 5 });
    const other = repairProgress({ status: 7 });
    expect(waiting.steps).toHaveLength(6);
    expect(other.steps).toHaveLength(5);
    expect([...REPAIR_PROGRESS_STEPS]).toHaveLength(5);
  });
});
