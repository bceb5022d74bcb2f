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
import { ProviderStateError, type ProviderClient } from './provider-client';

/** Values a state hands to its interactions (`fromProviderState` expressions). */
type StateValues = Record<string, string | number>;

/**
 * The provider states of pacts/portal-web-service-backend.json. Each starts
 * from the demo data (`POST /ops/reset`) and gives the ids it made or found,
 * so the pact holds against a backend whose ids differ.
 */
export function providerStates(client: ProviderClient) {
  const reset = () => client.operator('POST', OPS_PATHS.reset, {});
  const state = (setUp: () => Promise<StateValues | void>) => async (): Promise<StateValues> => {
    await reset();
    return (await setUp()) ?? {};
  };

  return {
    'brands are on offer': state(async () => undefined),
    'the dictionaries are filled': state(async () => undefined),
    'model series are on offer': state(async () => undefined),
    'an announcement is published': state(async () => undefined),
    'the checkout is open': state(async () => undefined),

    'a brand with an agreement': state(async () => {
      const brand = await brandByAgreement(client, 'with');
      if (!brand) throw new ProviderStateError('No brand has an agreement');
      return { userId: brand.userId };
    }),
    'a brand without agreement': state(async () => {
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
    }),
    'a brand with phone models': state(async () => ({
      userId: (await brandWithModel(client)).userId,
    })),
    'technical documents of a model series': state(async () => ({
      serialId: await serialWithDocuments(client),
    })),
    'spare parts of a model series': state(() => partsSearch(client)),

    'a repair can be booked for tomorrow': state(async () => {
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
    'a repair order awaiting its pick-up': state(async () => {
      const order = await bookRepair(client);
      return {
        shipmentId: order.shipmentId,
        orderId: order.orderId,
        pickupDate: order.pickupDate,
        pickupTimeFrom: order.pickupTimeFrom,
        pickupTimeTo: order.pickupTimeTo,
      };
    }),
    'a shipment reserved for tomorrow': state(async () => {
      const order = await reserveRepairPickup(client);
      return { shipmentId: order.shipmentId, shipmentNo: order.shipmentNo };
    }),
    'a repair order sent back to its customer': state(async () => ({
      rmaNumber: (await repairSentBack(client)).rmaNumber,
    })),

    'a spare-part order shipped': state(() => shippedSparePartOrder(client)),
    'a verification code issued to the browser': state(async () => {
      const { cookie, code, part } = await verifyCodeAndPart(client);
      return {
        codeSession: cookie.slice(`${VERIFY_CODE_COOKIE}=`.length),
        code,
        skuId: part.Id,
        bom: part.bom,
        productName: part.NameEN,
      };
    }),
  } satisfies Record<string, () => Promise<StateValues>>;
}
