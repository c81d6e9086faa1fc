import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** 2000::/3: the only IPv6 block handed out for the public internet. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether the proxy may connect to this resolved address: only public unicast. Loopback, private,
 * link-local (the 169.254.169.254 metadata service), CGNAT, unique-local, multicast, unspecified,
 * reserved, and every IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64, 6to4,
 * Teredo) are refused. Only canonical spellings as a resolver returns them are accepted at all.
 */
export function isPublicUnicastAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    return ipaddr.IPv4.isValidFourPartDecimal(address) && ipaddr.IPv4.parse(address).range() === 'unicast';
  }
  if (version === 6) {
    const parsed = ipaddr.IPv6.parse(address);
    return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST_V6);
  }
  return false;
}
