import { lookup } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { WEBHOOK_MESSAGES } from '@exceed/contract';
import type { WebhookNetwork } from '../config.ts';

/**
 * Where a webhook may be sent (docs/decisions/0119-webhooks.md). A team names the address, and the API's
 * own process connects to it: without this check a team could make the API knock on the database, the
 * cloud's metadata service or anything else inside the deployment's network (SSRF). The address is
 * resolved and every address it resolves to is checked, when the endpoint is registered and again before
 * each attempt (DNS may answer differently later); the attempt then connects to the address checked
 * (pinnedLookup), never to a second answer of the resolver.
 */

/** What kind of network an address is on. */
export type AddressKind = 'public' | WebhookNetwork | 'link-local' | 'unspecified' | 'reserved';

function listOf(subnets: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const list = new BlockList();
  for (const [network, prefix, type] of subnets) list.addSubnet(network, prefix, type);
  return list;
}

const KINDS: ReadonlyArray<[Exclude<AddressKind, 'public'>, BlockList]> = [
  [
    'unspecified',
    listOf([
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ]),
  ],
  [
    'loopback',
    listOf([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'private',
    listOf([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ]),
  ],
  [
    'link-local',
    listOf([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
  // Multicast, the old class E and broadcast, and IPv6 multicast: no web server answers a POST there.
  [
    'reserved',
    listOf([
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ]),
  ],
];

/**
 * The IPv4 address an IPv6 address carries, if it is one of the forms that reach an IPv4 host: mapped
 * (::ffff:a.b.c.d), compatible (::a.b.c.d) and NAT64's well-known prefix (64:ff9b::a.b.c.d). Checking
 * only the IPv6 form would let `[::ffff:127.0.0.1]` through.
 */
export function embeddedIPv4(address: string): string | undefined {
  const groups = expandIPv6(address);
  if (!groups) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroes = (...values: Array<number | undefined>) => values.every((value) => value === 0);
  const mapped = zeroes(g0, g1, g2, g3, g4) && g5 === 0xffff;
  // ::/96 less :: and ::1, which are IPv6's own unspecified and loopback addresses.
  const compatible = zeroes(g0, g1, g2, g3, g4, g5) && (g6 !== 0 || g7 > 1);
  const nat64 = g0 === 0x64 && g1 === 0xff9b && zeroes(g2, g3, g4, g5);
  if (!mapped && !compatible && !nat64) return undefined;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail written out), or undefined if it is none. */
function expandIPv6(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: rest === undefined ? 0 : missing }, () => '0'), ...right];
  return groups.length === 8 ? groups.map((group) => Number.parseInt(group, 16)) : undefined;
}

/** The kind of network an IP address is on (an IPv6 form of an IPv4 address counts as that address). */
export function addressKind(address: string): AddressKind {
  const inner = embeddedIPv4(address);
  if (inner) return addressKind(inner);
  const type = isIPv4(address) ? 'ipv4' : 'ipv6';
  return KINDS.find(([, list]) => list.check(address, type))?.[0] ?? 'public';
}

/** An endpoint's URL once checked: where the attempt connects, and which address it connects to. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Why an address is refused: a key of WEBHOOK_MESSAGES, whose words the API and the log show. */
export type TargetRefusal = 'url' | 'https' | 'unresolved' | 'privateAddress' | 'credentials';

/** How long a lookup may take before the address counts as unresolved. */
const LOOKUP_TIMEOUT_MS = 5_000;

async function resolveAll(hostname: string): Promise<Array<{ address: string; family: number }>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a webhook URL against the networks the configuration opens (WEBHOOK_ALLOWED_PRIVATE): an http(s)
 * address without credentials, every address its host resolves to public or in an allowed network, and
 * https unless all of them are in an allowed network (a receiver on this machine or inside the deployment
 * need not carry a certificate; one across the Internet must). Answers the first address to connect to.
 */
export async function checkWebhookUrl(
  text: string,
  allowed: readonly WebhookNetwork[],
): Promise<{ ok: true; target: CheckedTarget } | { ok: false; refusal: TargetRefusal }> {
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { ok: false, refusal: 'url' };
  if (url.username || url.password) return { ok: false, refusal: 'credentials' };
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await resolveAll(hostname);
  } catch {
    return { ok: false, refusal: 'unresolved' };
  }
  const first = addresses[0];
  if (!first) return { ok: false, refusal: 'unresolved' };
  const kinds = addresses.map(({ address }) => addressKind(address));
  const opened = (kind: AddressKind) => (allowed as readonly string[]).includes(kind);
  if (kinds.some((kind) => kind !== 'public' && !opened(kind)))
    return { ok: false, refusal: 'privateAddress' };
  if (url.protocol === 'http:' && !kinds.every(opened)) return { ok: false, refusal: 'https' };
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

/** The words of a refusal, as the API's 422 and the delivery log say them. */
export const refusalMessage = (refusal: TargetRefusal): string => WEBHOOK_MESSAGES[refusal];

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void;

/**
 * A `lookup` for http.request that answers the address checked, whatever the resolver would say now: the
 * connection goes where the check said it may (a second lookup could answer a private address).
 */
export function pinnedLookup(target: CheckedTarget) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
