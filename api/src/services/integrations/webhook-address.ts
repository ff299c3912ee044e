/**
 * Where a webhook may be sent (issue 16.2): a public HTTPS address. Private, loopback, link-local and other
 * non-public addresses are refused — checked on the address the host name resolves to, when the endpoint is
 * registered and again before every delivery (a name may later resolve elsewhere). `allowLocal` (development and
 * tests only, config `webhooksAllowLocal`) admits plain HTTP and local receivers.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (v4, v6 or v4-mapped v6) is one of the non-public ranges above. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NOT_PUBLIC.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the URL may not receive webhooks ('scheme' or 'address'), or undefined when it may. */
export async function webhookUrlProblem(url: string, allowLocal: boolean): Promise<'scheme' | 'address' | undefined> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'scheme';
  }
  if (u.username || u.password) return 'scheme';
  if (u.protocol !== 'https:' && !(allowLocal && u.protocol === 'http:')) return 'scheme';
  if (allowLocal) return undefined;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'address';
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return 'address';
  }
  return addresses.length === 0 || addresses.some(isNonPublicAddress) ? 'address' : undefined;
}
