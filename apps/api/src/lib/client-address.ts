import ipaddr from 'ipaddr.js';

/** Leading bytes of an address kept in the log: an IPv4 /24 and an IPv6 /48. */
const KEPT_BYTES = { ipv4: 3, ipv6: 6 };
let lastAddress = '';
let lastTruncated = '';

/**
 * A client address with its host part zeroed (IPv4's last octet, IPv6's last
 * 80 bits; IPv4-mapped IPv6 as IPv4): enough to trace abuse to a network,
 * not a person. The last answer is kept, since requests come in runs from one client.
 */
export function truncatedAddress(address: string | undefined): string {
  if (address === undefined) return '';
  if (address === lastAddress) return lastTruncated;
  let truncated = '';
  if (ipaddr.isValid(address)) {
    const parsed = ipaddr.process(address);
    const bytes = parsed.toByteArray().fill(0, KEPT_BYTES[parsed.kind()]);
    truncated = ipaddr.fromByteArray(bytes).toString();
  }
  lastAddress = address;
  lastTruncated = truncated;
  return truncated;
}
