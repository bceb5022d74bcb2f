import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildRepairOrderRequest,
  parsePickupWindow,
  WAYBILL,
  type RepairWizardValues,
} from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshPickupAvailability } from '../../../lib/pickup-availability';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { createRepairOrder, type CreatedRepairOrder } from '../api/create-repair-order';
import { getLabel } from '../api/get-label';
import { reservePickup, type PickupReservation } from '../api/reserve-pickup';

/** States of the result page (SPEC §4): 2 success, 3 error. */
export const RESULT_STATE = { success: 2, error: 3 } as const;

/** A created order with what the order sheet needs. */
export interface BookedOrder extends CreatedRepairOrder {
  /** When the portal received the order: the sheet's processing time. */
  createdAt: Date;
  values: RepairWizardValues;
}

export interface DownloadableLabel {
  url: string;
  fileName: string;
}

export type BookingOutcome =
  | {
      state: typeof RESULT_STATE.success;
      order: BookedOrder;
      reservation: PickupReservation;
      /** Asked for when waybill is '1'. */
      label: DownloadableLabel | null;
      labelError: unknown;
    }
  | { state: typeof RESULT_STATE.error; order: BookedOrder; error: unknown };

export type BookingPhase = 'creating' | 'reserving' | 'label';

/**
 * Create → reserve → label (SPEC §4). A failed creation leaves the wizard as
 * it is, with the refusal; a failed reservation keeps the created order so "change
 * reservation" retries only the reservation with its saved ids.
 */
export function useRepairBooking() {
  const { i18n } = useTranslation();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<BookingPhase | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  /** The created order whose reservation is being changed. */
  const [savedOrder, setSavedOrder] = useState<BookedOrder | null>(null);
  const labelUrls = useRef<string[]>([]);

  useEffect(() => {
    const urls = labelUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  async function fetchLabel(order: BookedOrder) {
    setPhase('label');
    try {
      const label = await getLabel(order.shipmentId, order.shipmentNo);
      const url = URL.createObjectURL(label.blob);
      labelUrls.current.push(url);
      return { label: { url, fileName: label.fileName }, labelError: null };
    } catch (error) {
      return { label: null, labelError: error };
    }
  }

  async function book(values: RepairWizardValues): Promise<BookingOutcome> {
    let order = savedOrder
      ? { ...savedOrder, values: { ...savedOrder.values, ...pickAppointment(values) } }
      : null;
    if (!order) {
      setPhase('creating');
      const created = await createRepairOrder(buildRepairOrderRequest(values, i18n.language));
      order = { ...created, createdAt: new Date(), values };
    }
    setPhase('reserving');
    const slot = parsePickupWindow(values.pickupTime);
    let reservation: PickupReservation;
    try {
      reservation = await reservePickup({
        pickupDate: values.pickupDate,
        shipmentId: order.shipmentId,
        orderId: order.orderId,
        pickupTimeFrom: slot?.from ?? '',
        pickupTimeTo: slot?.to ?? '',
      });
    } catch (error) {
      return { state: RESULT_STATE.error, order, error };
    }
    const label =
      values.waybill === WAYBILL.printBill
        ? await fetchLabel(order)
        : { label: null, labelError: null };
    return { state: RESULT_STATE.success, order, reservation, ...label };
  }

  const mutation = useMutation({
    mutationFn: book,
    meta: { ownErrorNotice: true },
    // A seat was taken, or refused as gone: either way the figures kept are old.
    onSettled: () => {
      setPhase(null);
      void refreshPickupAvailability(queryClient);
    },
    onSuccess: (result) => {
      setOutcome(result);
      setSavedOrder(null);
    },
  });

  async function retryLabel() {
    if (outcome?.state !== RESULT_STATE.success) return;
    const current = outcome;
    const label = await fetchLabel(current.order);
    setPhase(null);
    setOutcome({ ...current, ...label });
  }

  /** Back to the appointment step; the next submission only reserves. */
  function changeReservation() {
    if (outcome?.state !== RESULT_STATE.error) return;
    setSavedOrder(outcome.order);
    setOutcome(null);
    // The calendar offers what the courier has now, not what it had before the refusal.
    void refreshPickupAvailability(queryClient);
  }

  function reset() {
    for (const url of labelUrls.current) URL.revokeObjectURL(url);
    labelUrls.current.length = 0;
    setOutcome(null);
    setSavedOrder(null);
    mutation.reset();
  }

  return {
    submit: mutation.mutate,
    pending: mutation.isPending,
    /** Why the order was not created (shown in the wizard until the next submission). */
    refusal: mutation.isError ? errorText(mutation.error) : null,
    phase,
    outcome,
    savedOrder,
    retryLabel,
    changeReservation,
    reset,
  };
}

function pickAppointment(values: RepairWizardValues) {
  return { pickupDate: values.pickupDate, pickupTime: values.pickupTime, waybill: values.waybill };
}
