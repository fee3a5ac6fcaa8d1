/**
 * The one rule for every return path (`?next=`) and language link of the portal and the back
 * office: a path on this site that no browser, proxy or later decoding reads as another host.
 * No zod here: the apps' first scripts import it.
 */

/** Longer than any page of ours with its query; a longer `next` is someone else's. */
const MAX_LENGTH = 2048;
/** `%252F` is `/` decoded twice; past this many layers the value is refused rather than trusted. */
const MAX_DECODES = 4;
/** Printable ASCII: what a browser's own `location.pathname + search` holds (a backslash only in the query). */
const RAW_ALLOWED = /^[\u0021-\u007e]+$/;
// Browsers drop tabs and newlines and read '\' as '/', so `/\t/x` and `/\x` become `//x`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const DECODED_FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\\\u2028\u2029]|\/\//;
/** Resolves the path as a browser would, on an origin that cannot be anyone's. */
const BASE = 'https://same-site.invalid';

/** Percent-decoded until it no longer changes, or undefined if malformed or layered too deep. */
function decodeFully(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * `raw` as a same-site path (`/…`, query and fragment kept, percent-encoded as a browser would
 * send it), or undefined when it is anything else: a full or scheme-relative URL (`//x`, `/\x`),
 * `javascript:`, control characters or whitespace, `//` anywhere in the path in any encoding or
 * Unicode compatibility form (so stripping or adding a `/ar` prefix never makes a host of it).
 */
export function safePath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return undefined;
  if (!raw.startsWith('/') || !RAW_ALLOWED.test(raw)) return undefined;
  const rawPathname = raw.split(/[?#]/, 1)[0] ?? '';
  const decoded = decodeFully(rawPathname);
  if (decoded === undefined) return undefined;
  // `／` and `﹨` fold to `/` and `\` wherever something applies NFKC: check both forms.
  for (const form of [decoded, decoded.normalize('NFKC')]) {
    if (!form.startsWith('/') || DECODED_FORBIDDEN.test(form)) return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.includes('//')) return undefined;
  return url.pathname + url.search + url.hash;
}
