import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Addresses a proxy in front of the server connects from (loopback and private networks): they name no client. */
const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateNetworks.check(mapped, 'ipv4');
  if (isIPv4(address)) return privateNetworks.check(address, 'ipv4');
  return isIPv6(address) && privateNetworks.check(address, 'ipv6');
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY: `false`, a list of proxy addresses / ranges (trusted as
 * given), or a hop count. A hop count trusts that many proxies, but only when the connection itself
 * comes from a loopback or private address: a client that reaches the server directly (a port open
 * beside the load balancer) cannot choose its address with X-Forwarded-For.
 */
export function trustProxyOption(setting: false | number | string[]) {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) => hop < setting && (hop > 0 || isPrivateAddress(address));
}
