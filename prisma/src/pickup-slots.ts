import type { Prisma } from '../generated/client/client';

export interface SlotOfReservation {
  pickupDate: string;
  pickupTimeFrom: string;
  pickupTimeTo: string;
  status?: string;
}

/**
 * The seats `reservations` take, one PickupSlot row per slot of their active
 * ones: for writers that insert reservations directly (the demo seed, the
 * scale data). The portal counts its own as it books
 * (apps/api/src/services/courier.ts).
 */
export function takenSeats(reservations: Iterable<SlotOfReservation>) {
  const slots = new Map<string, Prisma.PickupSlotCreateManyInput & { taken: number }>();
  for (const { pickupDate, pickupTimeFrom, pickupTimeTo, status = 'active' } of reservations) {
    if (status !== 'active') continue;
    const key = `${pickupDate} ${pickupTimeFrom}-${pickupTimeTo}`;
    const slot = slots.get(key) ?? { pickupDate, pickupTimeFrom, pickupTimeTo, taken: 0 };
    slot.taken += 1;
    slots.set(key, slot);
  }
  return [...slots.values()];
}

/** Adds the seats `reservations` take to the counts already there. */
export async function addTakenSeats(
  tx: Pick<Prisma.TransactionClient, 'pickupSlot'>,
  reservations: Iterable<SlotOfReservation>,
): Promise<void> {
  for (const { taken, ...slot } of takenSeats(reservations)) {
    await tx.pickupSlot.upsert({
      where: { pickupDate_pickupTimeFrom_pickupTimeTo: slot },
      create: { ...slot, taken },
      update: { taken: { increment: taken } },
    });
  }
}
