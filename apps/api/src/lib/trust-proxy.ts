import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's trustProxy) understands in place of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

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
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count, or proxy addresses/CIDRs separated by commas (not: ${bad.map((b) => `"${b}"`).join(', ')})`,
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
