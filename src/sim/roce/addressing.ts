/**
 * The example addresses of hosts A and B when the scenario runs over RoCEv2, all from ranges meant
 * for local or documentation use:
 * - MACs 02:00:00:00:00:01 (A) and 02:00:00:00:00:02 (B): locally administered unicast (first octet
 *   0x02), example values;
 * - IPv4 192.168.1.1 (A) and 192.168.1.2 (B), private addresses (RFC 1918), example values;
 * - IPv6 2001:db8::1 (A) and 2001:db8::2 (B), in the prefix reserved for documentation [RFC 3849];
 * - TTL / hop limit 64: rdma_cm takes the route's hop limit, the Linux default TTL of 64
 *   (Linux drivers/infiniband/core/cma.c, cma_resolve_iboe_route);
 * - TOS / traffic class 0: rdma_cm's default when no `rdma_set_option` TOS is set (Linux drivers/infiniband/core/cma.c).
 */

import { formatIpv4 } from './ipv4';
import { formatIpv6 } from './ipv6';

export interface HostAddresses {
  mac: Uint8Array;
  ipv4: Uint8Array;
  ipv6: Uint8Array;
}

const ipv6Doc = (last: number) => Uint8Array.of(0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, last);

export const HOST_A: HostAddresses = {
  mac: Uint8Array.of(0x02, 0, 0, 0, 0, 0x01),
  ipv4: Uint8Array.of(192, 168, 1, 1),
  ipv6: ipv6Doc(1),
};

export const HOST_B: HostAddresses = {
  mac: Uint8Array.of(0x02, 0, 0, 0, 0, 0x02),
  ipv4: Uint8Array.of(192, 168, 1, 2),
  ipv6: ipv6Doc(2),
};

export const DEFAULT_TTL = 64; // rdma_cm's hop limit: ip_default_ttl, 64 (Linux drivers/infiniband/core/cma.c, cma_resolve_iboe_route)
export const DEFAULT_TOS = 0; // rdma_cm's TOS default 0 (Linux drivers/infiniband/core/cma.c)

/** A host's IP address as text, for its RoCEv2 frames and its QP's address vector. */
export function hostIp(host: 'A' | 'B', version: 'ipv4' | 'ipv6'): string {
  const a = host === 'A' ? HOST_A : HOST_B;
  return version === 'ipv4' ? formatIpv4(a.ipv4) : formatIpv6(a.ipv6);
}
