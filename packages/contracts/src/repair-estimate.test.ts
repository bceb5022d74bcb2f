import { describe, expect, it } from 'vitest';
import { addWorkdays } from './pickup-calendar.ts';
import { estimateRepair } from './repair-estimate.ts';
import { REPAIR_STATUS } from './repair-status.ts';

const booked = { status: REPAIR_STATUS.pendingPickup, createTime: '2026-11-27 09:00:00' };

describe('addWorkdays', () => {
  it('skips weekends and Polish holidays', () => {
    // Friday → Monday; over Christmas (24 December a holiday since 2025, 25, 26) and New Year.
    expect(addWorkdays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkdays('2026-12-23', 2)).toBe('2026-12-29');
    expect(addWorkdays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addWorkdays('2026-11-30', 0)).toBe('2026-11-30');
  });
});

describe('estimateRepair', () => {
  it('counts every stage from a pick-up still to come', () => {
    // Picked up on Tue 1 Dec: in on Wed 2, inspected Fri 4, repaired Wed 9, back Fri 11.
    expect(estimateRepair(booked, '2026-12-01', '2026-11-28')).toEqual({
      repairedBy: '2026-12-09',
      backBy: '2026-12-11',
    });
  });

  it('counts only the stages left, from today, never from the past', () => {
    const inspected = {
      status: REPAIR_STATUS.processing,
      receiveTime: '2026-11-20 10:00:00',
      checkTime: '2026-11-23 10:00:00',
    };
    expect(estimateRepair(inspected, '2026-11-19', '2026-11-30')).toEqual({
      repairedBy: '2026-12-03',
      backBy: '2026-12-07',
    });
  });

  it('adds the days a part takes to come', () => {
    const waiting = {
      status: REPAIR_STATUS.waitingForPart,
      receiveTime: '2026-11-20 10:00:00',
      checkTime: '2026-11-23 10:00:00',
    };
    expect(estimateRepair(waiting, null, '2026-11-30')?.repairedBy).toBe('2026-12-10');
  });

  it('gives none while the quote awaits the customer, once cancelled or sent back', () => {
    expect(estimateRepair({ status: REPAIR_STATUS.quoteToBeConfirmed }, null, '2026-11-30')).toBe(
      null,
    );
    expect(estimateRepair({ status: REPAIR_STATUS.cancelled }, null, '2026-11-30')).toBe(null);
    const sent = { status: REPAIR_STATUS.finished, sendDateTime: '2026-11-27 12:00:00' };
    expect(estimateRepair(sent, null, '2026-11-30')).toBe(null);
  });
});
