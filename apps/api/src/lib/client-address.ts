import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client address with its host part zeroed: the last octet of an IPv4
 * address, the last 80 bits of an IPv6 one (IPv4-mapped IPv6 counts as IPv4).
 * Enough to trace abuse to a network, not to a person.
 */
export function truncateAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped?.[1] ?? address;
  if (isIPv4(v4)) return v4.replace(/\.\d+$/, '.0');
  if (!isIPv6(address)) return '';
  // Expand `::` to the missing zero groups, keep the first three groups (48 bits).
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}
