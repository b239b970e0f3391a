import net from 'node:net';

/**
 * Addresses verification never fetches from unless VERIFY_ALLOW_PRIVATE_HOSTS is set:
 * loopback, private, link-local, carrier-grade NAT, multicast, reserved and documentation
 * ranges of IPv4 and IPv6 (IPv4-mapped and NAT64 IPv6 addresses are checked as IPv4; the other
 * transition forms, IPv4-compatible, local-use NAT64, Teredo and 6to4, are refused whole).
 */
const blocked = new net.BlockList();
const V4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const V6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
  // Transition forms that carry or relay to an IPv4 address: IPv4-compatible (::a.b.c.d),
  // local-use NAT64, Teredo and 6to4. Platforms publish plain addresses, so all are refused.
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
];
for (const [address, prefix] of V4_RANGES) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of V6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1];
  if (net.isIPv4(rest)) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address on the public internet; false for the ranges above or a non-address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}
