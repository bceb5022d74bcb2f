import { emailKey, phoneKey } from '@portal/contracts';
import { localizedError } from '../lib/app-error';

/**
 * Daily caps on open repair bookings, so that nobody can fill the courier's
 * pick-up windows for everybody else or send the confirmation to address
 * after address: per contact e-mail, per contact phone and per client network
 * (the address as the logs keep it). A booking counts for a day from when it
 * was made, until it is cancelled. The contact is counted by its keys, not
 * as typed: another spelling of one mailbox or number is the same person.
 */
export interface BookingCaps {
  /** Open bookings per contact e-mail and per contact phone in 24 hours. */
  perContact: number;
  /** Open bookings per client network in 24 hours. */
  perAddress: number;
}

export const BOOKING_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface BookingCounts {
  email: number;
  phone: number;
  address: number;
}

/** Who is booking: the columns the caps count on. */
export interface Booker {
  /** The contact e-mail as `emailKey` writes it: one mailbox in any letter case. */
  clientEmailKey: string;
  /** The contact phone as `phoneKey` writes it: one number however it is spelt. */
  clientTellKey: string;
  bookedFrom: string;
}

/** The booker of a booking's contact, as the caps count and store it. */
export function bookerOf(contact: { email: string; phone: string }, bookedFrom: string): Booker {
  return {
    clientEmailKey: emailKey(contact.email),
    clientTellKey: phoneKey(contact.phone),
    bookedFrom,
  };
}

/** Refuses the booking when any count has reached its cap. */
export function checkBookingCaps(counts: BookingCounts, caps: BookingCaps) {
  const reached = (counted: 'email' | 'phone' | 'network', cap: number) =>
    localizedError(429, (t) => t.bookingCap(counted, cap));
  if (counts.email >= caps.perContact) throw reached('email', caps.perContact);
  if (counts.phone >= caps.perContact) throw reached('phone', caps.perContact);
  // The network is empty only for bookings made without a client address (tools, tests in-process).
  if (counts.address >= caps.perAddress) throw reached('network', caps.perAddress);
}

/** What the caps count a booking under: its transaction locks these (see readBookingChecks). */
export function bookerKeys(booker: Booker): string[] {
  const keys = [`booking:email:${booker.clientEmailKey}`, `booking:phone:${booker.clientTellKey}`];
  if (booker.bookedFrom !== '') keys.push(`booking:network:${booker.bookedFrom}`);
  return keys;
}
