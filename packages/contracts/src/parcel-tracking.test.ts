import { describe, expect, it } from 'vitest';
import { normalTrackingNumber, parcelEvents, type ParcelFacts } from './parcel-tracking.ts';

describe('normalTrackingNumber', () => {
  it('drops spaces anywhere and writes letters in capitals', () => {
    expect(normalTrackingNumber(' pcs470 697 337439571\t')).toBe('PCS470697337439571');
    expect(normalTrackingNumber('1000634872315u')).toBe('1000634872315U');
  });
});

const events = (facts: ParcelFacts, now: string) =>
  parcelEvents(facts, now).map(({ event, at }) => `${event} ${at}`);

describe('parcelEvents: a parcel to a customer', () => {
  // Friday 2026-11-27 afternoon: the next working day is Monday the 30th.
  const facts: ParcelFacts = { direction: 'toCustomer', handedOverAt: '2026-11-27 15:20:00' };

  it('is sorted at the hub three hours after the hand-over and delivered the next working day', () => {
    expect(events(facts, '2026-12-31 00:00:00')).toEqual([
      'collected 2026-11-27 15:20:00',
      'atHub 2026-11-27 18:20:00',
      'outForDelivery 2026-11-30 08:00:00',
      'delivered 2026-11-30 13:00:00',
    ]);
  });

  it('shows only what has happened by now', () => {
    expect(events(facts, '2026-11-27 15:19:59')).toEqual([]);
    expect(events(facts, '2026-11-28 09:00:00')).toEqual([
      'collected 2026-11-27 15:20:00',
      'atHub 2026-11-27 18:20:00',
    ]);
    expect(events(facts, '2026-11-30 08:00:00')).toHaveLength(3);
  });

  it('skips a holiday and crosses midnight on the wall clock', () => {
    // Thursday 2026-12-24 22:30: the hub at 01:30 on the 25th, delivery on Monday the 28th.
    const late: ParcelFacts = { direction: 'toCustomer', handedOverAt: '2026-12-24 22:30:00' };
    expect(events(late, '2027-01-10 00:00:00')).toEqual([
      'collected 2026-12-24 22:30:00',
      'atHub 2026-12-25 01:30:00',
      'outForDelivery 2026-12-28 08:00:00',
      'delivered 2026-12-28 13:00:00',
    ]);
  });
});

describe('parcelEvents: a pick-up to the service', () => {
  const booked: ParcelFacts = {
    direction: 'toService',
    registeredAt: '2026-11-25 10:00:00',
    pickup: { date: '2026-11-26', from: '09:00', to: '12:00', bookedAt: '2026-11-25 10:00:02' },
    collectedAt: null,
    deliveredAt: null,
  };

  it('is registered and booked with its window until the courier comes', () => {
    expect(parcelEvents(booked, '2026-11-25 12:00:00')).toEqual([
      { event: 'registered', at: '2026-11-25 10:00:00' },
      {
        event: 'pickupBooked',
        at: '2026-11-25 10:00:02',
        pickup: { date: '2026-11-26', from: '09:00', to: '12:00' },
      },
    ]);
  });

  it('follows the collection, the hub and the delivery to the service', () => {
    const delivered: ParcelFacts = {
      ...booked,
      collectedAt: '2026-11-26 10:15:00',
      deliveredAt: '2026-11-27 09:30:00',
    };
    expect(events(delivered, '2026-11-28 00:00:00')).toEqual([
      'registered 2026-11-25 10:00:00',
      'pickupBooked 2026-11-25 10:00:02',
      'collected 2026-11-26 10:15:00',
      'atHub 2026-11-26 13:15:00',
      'delivered 2026-11-27 09:30:00',
    ]);
  });

  it('does not route through the hub a parcel delivered sooner', () => {
    const quick: ParcelFacts = {
      ...booked,
      collectedAt: '2026-11-26 10:15:00',
      deliveredAt: '2026-11-26 11:00:00',
    };
    expect(events(quick, '2026-11-28 00:00:00').map((line) => line.split(' ')[0])).toEqual([
      'registered',
      'pickupBooked',
      'collected',
      'delivered',
    ]);
  });
});
