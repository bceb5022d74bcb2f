/**
 * Ids handed to clients for orders and shipments (`orderId`, `shipmentId`,
 * the spare-part order id). They are references a customer holds, and the
 * only key to the data behind them, so they are drawn at random (uniformly,
 * from a cryptographic source, on the server) rather than counted: 15 digits,
 * 9 × 10^14 possibilities (about 2^49.7), JSON numbers that are safe integers.
 */
export const PUBLIC_ID = { min: 100_000_000_000_000, max: 999_999_999_999_999 } as const;

export function isPublicId(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= PUBLIC_ID.min &&
    value <= PUBLIC_ID.max
  );
}

/**
 * The serial of an RMA or tracking number (`formatRmaNumber`,
 * `formatTrackingNumber`): 15 digits over the same range as PUBLIC_ID, from
 * the same cryptographic source, but drawn on its own for each number. The
 * numbers are printed on the parcel's label and quoted in e-mails, so they
 * must not give away the order or shipment id, which are the keys to change a
 * pick-up or fetch the label.
 */
export const NUMBER_SERIAL = PUBLIC_ID;

export function isNumberSerial(value: unknown): value is number {
  return isPublicId(value);
}
