import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client's address, which rate limits, booking caps, the operator
     * token's lockout and the log count: the socket's, or the one a trusted
     * balancer wrote (registerClientAddress). `request.ip` is always the
     * socket's, the balancer's own behind one.
     */
    readonly clientAddress: string;
  }
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * One TRUST_PROXY entry as a range: an exact address (a range of one) or a
 * CIDR range, in strict notation. Anything else, proxy-addr's class names
 * (`loopback`, `uniquelocal`) included, is null: they trusted every host of a
 * class, so any local process or container could name any client
 * (docs/decisions/027-client-address-from-the-balancer.md).
 */
export function trustedRange(entry: string): Range | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const kind = net.isIP(address);
  if (kind === 0 || rest.length > 0) return null;
  const parsed = ipaddr.parse(address);
  if (bits === undefined) return [parsed, kind === 4 ? 32 : 128];
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (kind === 4 ? 32 : 128)) return null;
  return [parsed, Number(bits)];
}

/** An address in one spelling: IPv4-mapped IPv6 as IPv4, IPv6 in its short form. */
function canonical(address: string): string {
  try {
    return ipaddr.process(address).toString();
  } catch {
    return address;
  }
}

/** Whether `address` (as the socket gives it) is one of the balancers of `ranges`. */
function isTrusted(address: string, ranges: readonly Range[]): boolean {
  if (ranges.length === 0 || net.isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => parsed.kind() === base.kind() && parsed.match(base, bits));
}

/**
 * The client's address of a request: the socket's, unless the socket is a
 * balancer of TRUST_PROXY; then the last `X-Forwarded-For` entry, which that
 * balancer wrote (HAProxy replaces the header with the address it accepted
 * the connection from; one that appends leaves the client's own entries to
 * the left, never read). A last entry that is not an IP address counts as no
 * header: the socket's address, so a client and its network are never empty.
 * Fastify's trustProxy is not used: it walks left past trusted entries, takes
 * a value that is no address as the client, and trusts X-Forwarded-Host and
 * -Proto too, which HAProxy passes on from the client.
 */
export function clientAddressOf(request: FastifyRequest, ranges: readonly Range[]): string {
  const socket = canonical(request.socket.remoteAddress ?? '');
  if (!isTrusted(socket, ranges)) return socket;
  const header = request.headers['x-forwarded-for'];
  const last = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').at(-1);
  const written = last?.trim() ?? '';
  return net.isIP(written) === 0 ? socket : canonical(written);
}

/** `request.clientAddress`, trusting the balancers of TRUST_PROXY (none when unset). */
export function registerClientAddress(app: FastifyInstance, trustProxy: readonly string[] = []) {
  const ranges = trustProxy.map(trustedRange).filter((range) => range !== null);
  app.decorateRequest('clientAddress', {
    getter(this: FastifyRequest) {
      return clientAddressOf(this, ranges);
    },
  });
}

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
