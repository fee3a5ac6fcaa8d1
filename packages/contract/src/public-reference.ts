import { z } from 'zod';

/**
 * The public tracking reference of a request (ADR 0029): 15 characters drawn by a CSPRNG from 30
 * that are hard to misread or mishear (no 0/O, 1/I/L, U), about 73.6 bits, so no one finds a
 * request by counting. Stored without separators in upper case; shown as three groups of five.
 */
export const PUBLIC_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PUBLIC_REFERENCE_LENGTH = 15;
const GROUP = 5;
const PATTERN = new RegExp(`^[${PUBLIC_REFERENCE_ALPHABET}]{${PUBLIC_REFERENCE_LENGTH}}$`);

/**
 * A new public reference from the platform's CSPRNG (Web Crypto: Node and browsers alike).
 * Bytes of 240 and above are dropped so each of the 30 characters is equally likely.
 */
export function newPublicReference(): string {
  const size = PUBLIC_REFERENCE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < PUBLIC_REFERENCE_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(PUBLIC_REFERENCE_LENGTH * 2))) {
      if (byte < limit && out.length < PUBLIC_REFERENCE_LENGTH) out += PUBLIC_REFERENCE_ALPHABET[byte % size];
    }
  }
  return out;
}

/** What a person typed or read out (any case, spaces or dashes) as stored, or null if it is none. */
export function normalizePublicReference(input: string): string | null {
  const compact = input.replace(/[\s\-–—_.]/g, '').toUpperCase();
  return PATTERN.test(compact) ? compact : null;
}

/** Shown in groups of five for reading aloud by phone: `K7QM4-XTR9H-CP2WD`. */
export function formatPublicReference(reference: string): string {
  const groups: string[] = [];
  for (let i = 0; i < reference.length; i += GROUP) groups.push(reference.slice(i, i + GROUP));
  return groups.join('-');
}

/** The public reference as the tracking lookup takes it: any case, with or without dashes. */
export const publicReferenceSchema = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const normalized = normalizePublicReference(value);
    if (normalized) return normalized;
    ctx.addIssue({
      code: 'custom',
      message: `must be the ${PUBLIC_REFERENCE_LENGTH}-character tracking reference (letters and digits 2–9, dashes optional)`,
    });
    return z.NEVER;
  });
