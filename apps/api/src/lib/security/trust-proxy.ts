import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's trustProxy) understands in place of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest range a proxy list may name. A load balancer's subnet is never wider than a /8
 * (16 million IPv4 addresses) nor an IPv6 /32 (a whole provider's allocation); anything wider is a
 * way of writing `true` (`0.0.0.0/1,128.0.0.0/1` trusts every IPv4 client) and is refused.
 */
export const MIN_PREFIX = { v4: 8, v6: 32 } as const;

/**
 * The most address space all the listed ranges may cover together, in each family: four of the
 * widest ranges (four /8s, 67 million IPv4 addresses, enough for every private range plus
 * loopback; four IPv6 /32s). Without it, 256 /8s pass one by one and trust every IPv4 client.
 * Overlaps count once; the named ranges (loopback, linklocal, uniquelocal) are private and not counted.
 */
export const MAX_TRUSTED = { v4: 4n << BigInt(32 - MIN_PREFIX.v4), v6: 4n << BigInt(128 - MIN_PREFIX.v6) };

/** An IPv6 address of the ::ffff:a.b.c.d kind: its CIDR spans IPv4 clients from prefix 96 on. */
const isIPv4Mapped = (address: string) =>
  /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(new URL(`http://[${address}]`).hostname);

/** Why one TRUST_PROXY entry is refused, or null when proxy-addr may trust it. */
function entryProblem(value: string): 'malformed' | 'too wide' | null {
  if (NAMED_RANGES.has(value)) return null;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  // Zone ids (fe80::1%eth0) are left out: proxy-addr matches them differently; use `linklocal`.
  if (family === 0 || rest.length > 0 || address.includes('%')) return 'malformed';
  if (prefix === undefined) return null;
  if (!/^\d{1,3}$/.test(prefix)) return 'malformed';
  const bits = Number(prefix);
  if (bits > (family === 4 ? 32 : 128)) return 'malformed';
  if (family === 4) return bits < MIN_PREFIX.v4 ? 'too wide' : null;
  // A mapped range covers IPv4 clients once its prefix covers the ::ffff: marker (96 bits).
  if (isIPv4Mapped(address) && bits >= 96) return bits - 96 < MIN_PREFIX.v4 ? 'too wide' : null;
  return bits < MIN_PREFIX.v6 ? 'too wide' : null;
}

/** An address as a number (IPv4 in 32 bits, IPv6 in 128). */
function addressValue(address: string, family: 4 | 6): bigint {
  if (family === 4) return address.split('.').reduce((n, part) => (n << 8n) | BigInt(part), 0n);
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((g) => {
      if (!g.includes('.')) return [Number.parseInt(g, 16)];
      const v4 = Number(addressValue(g, 4));
      return [v4 >>> 16, v4 & 0xffff];
    });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.reduce((n, g) => (n << 16n) | BigInt(g), 0n);
}

/** The addresses the ranges cover together, per family (IPv4-mapped IPv6 counts as IPv4). */
export function trustedSpace(entries: string[]): { v4: bigint; v6: bigint } {
  const spans: Record<'v4' | 'v6', [bigint, bigint][]> = { v4: [], v6: [] };
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) as 4 | 6;
    const width = family === 4 ? 32 : 128;
    let bits = prefix === undefined ? width : Number(prefix);
    let value = addressValue(address, family);
    let key: 'v4' | 'v6' = family === 4 ? 'v4' : 'v6';
    if (family === 6 && isIPv4Mapped(address) && bits >= 96) {
      [key, bits, value] = ['v4', bits - 96, value & 0xffffffffn];
    }
    const size = 1n << BigInt((key === 'v4' ? 32 : 128) - bits);
    const start = (value / size) * size;
    spans[key].push([start, start + size]);
  }
  const covered = (list: [bigint, bigint][]) => {
    let total = 0n;
    let end = -1n;
    for (const [from, to] of list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      if (to <= end) continue;
      total += to - (from > end ? from : end);
      end = to;
    }
    return total;
  };
  return { v4: covered(spans.v4), v6: covered(spans.v6) };
}

const quoted = (entries: string[]) => entries.map((e) => `"${e}"`).join(', ');

/**
 * TRUST_PROXY: `false` (default), a hop count, or the proxies' addresses/CIDRs. `true` is refused:
 * trusting every hop lets any client write its own address into X-Forwarded-For, and with it
 * choose its rate-limit and failed-sign-in keys.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.toLowerCase();
    if (['false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true is refused: trusting every hop lets any client choose its own address with X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
      return hops;
    }
    const entries = value.split(',').map((s) => s.trim());
    const malformed = entries.filter((e) => entryProblem(e) === 'malformed');
    const tooWide = entries.filter((e) => entryProblem(e) === 'too wide');
    if (malformed.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count, or proxy addresses/CIDRs separated by commas (not: ${quoted(malformed)})`,
      });
    }
    if (tooWide.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `too wide for a proxy's subnet (${quoted(tooWide)}): every client inside a trusted range can write its own address into X-Forwarded-For; name the proxies, with prefixes of at least /${MIN_PREFIX.v4} for IPv4 and /${MIN_PREFIX.v6} for IPv6`,
      });
    }
    if (malformed.length > 0 || tooWide.length > 0) return z.NEVER;
    const space = trustedSpace(entries);
    if (space.v4 > MAX_TRUSTED.v4 || space.v6 > MAX_TRUSTED.v6) {
      ctx.addIssue({
        code: 'custom',
        message: `too wide together: the ranges cover more than four /${MIN_PREFIX.v4}s of IPv4 or four /${MIN_PREFIX.v6}s of IPv6 addresses, and every client inside them can write its own address into X-Forwarded-For; name the proxies' own subnets`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` option; a hop count becomes the function Fastify itself would build. */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
