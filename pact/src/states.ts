import { OPS_PATHS, VERIFY_CODE_COOKIE } from '@portal/contracts';
import {
  bookingChoices,
  brandByAgreement,
  brands,
  brandWithModel,
  partsSearch,
  serialWithDocuments,
} from './catalogue';
import {
  bookRepair,
  fixClockBeforeOfferedDay,
  repairSentBack,
  reserveRepairPickup,
  shippedSparePartOrder,
  verifyCodeAndPart,
} from './orders';
import {
  unknownDocumentTitle,
  unknownOrderId,
  unknownPartSearch,
  unknownRepairKeyword,
} from './no-data';
import { ProviderStateError, type ProviderClient } from './provider-client';

/** Values a state hands to its interactions (`fromProviderState` expressions). */
export type StateValues = Record<string, string | number>;

export interface ProviderState {
  /**
   * What of the test controls (`/ops`, the operator token) the state needs,
   * if any. Without the token, its interactions are skipped for this reason.
   */
  needs?: string;
  setUp(): Promise<StateValues | void>;
}

/** A state reached through public calls alone. */
const publicState = (setUp: ProviderState['setUp'] = async () => undefined): ProviderState => ({
  setUp,
});
/** A state that needs the test controls: `needs` says what of them. */
const controlledState = (needs: string, setUp: ProviderState['setUp']): ProviderState => ({
  needs,
  setUp,
});

/**
 * A fixed clock for a pick-up "tomorrow", and a reset: each run's bookings
 * would otherwise count against the backend's caps per contact and per day.
 */
const BOOKING_NEEDS = 'a fixed clock and a reset before each booking';
/** The code the image shows, which only the operator is told. */
const CODE_NEEDS = "the verification code's answer";

/**
 * The provider states of pacts/portal-web-service-backend.json. Each gives
 * the ids it made or found, so the pact holds against a backend whose ids
 * differ. With the test controls, each starts from the demo data
 * (`POST /ops/reset`, see `stateHandlers`).
 */
export function providerStates(client: ProviderClient): Record<string, ProviderState> {
  return {
    'brands are on offer': publicState(),
    'the dictionaries are filled': publicState(),
    'model series are on offer': publicState(),
    'an announcement is published': publicState(),
    'the checkout is open': publicState(),

    'a brand with an agreement': publicState(async () => {
      const brand = await brandByAgreement(client, 'with');
      if (!brand) throw new ProviderStateError('No brand has an agreement');
      return { userId: brand.userId };
    }),
    'a brand without agreement': controlledState(
      'a fault answering the agreement call as for a brand without one',
      async () => {
        const brand = await brandByAgreement(client, 'without');
        if (brand) return { userId: brand.userId };
        // Every brand has one here: the agreement call is made to answer as for one without.
        const [any] = await brands(client);
        if (!any) throw new ProviderStateError('No brands on offer');
        await client.operator(
          'POST',
          OPS_PATHS.faultPreset.replace(':name', 'agreement-missing'),
          {},
        );
        return { userId: any.userId };
      },
    ),
    'a brand with phone models': publicState(async () => ({
      userId: (await brandWithModel(client)).userId,
    })),
    'technical documents of a model series': publicState(async () => ({
      serialId: await serialWithDocuments(client),
    })),
    'spare parts of a model series': publicState(() => partsSearch(client)),

    'no repair order has the keyword': publicState(async () => ({
      keyword: await unknownRepairKeyword(client),
    })),
    'no spare-part order has the number': publicState(async () => ({
      orderId: await unknownOrderId(client),
    })),
    'no technical document of a model series has the title': publicState(() =>
      unknownDocumentTitle(client),
    ),
    'no spare part of a model series matches the text': publicState(() =>
      unknownPartSearch(client),
    ),

    'a repair can be booked for tomorrow': controlledState(BOOKING_NEEDS, async () => {
      const { pickupDate } = await fixClockBeforeOfferedDay(client);
      const booking = await bookingChoices(client);
      return {
        pickupDate,
        userId: booking.brandId,
        productId: booking.productId,
        channelId: booking.channel.id,
        channelName: booking.channel.name,
        exteriorId: booking.exterior.id,
        exteriorName: booking.exterior.name,
        accessoryId: booking.accessory.id,
        accessoryName: booking.accessory.name,
      };
    }),
    'a repair order awaiting its pick-up': controlledState(BOOKING_NEEDS, async () => {
      const order = await bookRepair(client);
      return {
        shipmentId: order.shipmentId,
        orderId: order.orderId,
        pickupDate: order.pickupDate,
        pickupTimeFrom: order.pickupTimeFrom,
        pickupTimeTo: order.pickupTimeTo,
      };
    }),
    'a shipment reserved for tomorrow': controlledState(BOOKING_NEEDS, async () => {
      const order = await reserveRepairPickup(client);
      return { shipmentId: order.shipmentId, shipmentNo: order.shipmentNo };
    }),
    'a repair order sent back to its customer': controlledState(
      `${BOOKING_NEEDS}, and the operator's steps of the repair`,
      async () => ({ rmaNumber: (await repairSentBack(client)).rmaNumber }),
    ),

    'a spare-part order shipped': controlledState(
      `${CODE_NEEDS}, and the operator's steps of the order`,
      () => shippedSparePartOrder(client),
    ),
    'a verification code issued to the browser': controlledState(CODE_NEEDS, async () => {
      const { cookie, code, part } = await verifyCodeAndPart(client);
      return {
        codeSession: cookie.slice(`${VERIFY_CODE_COOKIE}=`.length),
        code,
        skuId: part.Id,
        bom: part.bom,
        productName: part.NameEN,
      };
    }),
  };
}

/**
 * The Verifier's state handlers. With the test controls each state starts
 * from the demo data (`POST /ops/reset`); without them, public states are set
 * up on the backend as it is.
 */
export function stateHandlers(
  states: Record<string, ProviderState>,
  client: ProviderClient,
  withControls: boolean,
) {
  return Object.fromEntries(
    Object.entries(states).map(([name, state]) => [
      name,
      async (): Promise<StateValues> => {
        if (withControls) await client.operator('POST', OPS_PATHS.reset, {});
        return (await state.setUp()) ?? {};
      },
    ]),
  );
}
