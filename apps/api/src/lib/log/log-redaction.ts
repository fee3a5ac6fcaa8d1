import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are logged as they are: paging, sorting, enum filters, dates,
 * amounts and record ids of the contract's list schemas (packages/contract/src/list.ts and each
 * area's filters). Every other value is redacted: a name list of secrets always misses one
 * (`access_token`, `token[]`, `token%3D`), and free text such as `search`, `passportNumber` or
 * `email` is an applicant's personal data.
 */
const READABLE_QUERY = new Set([
  'page',
  'limit',
  'sort',
  'locale',
  'status',
  'gateway',
  'type',
  'kind',
  'isActive',
  'isBlocked',
  'isFeatured',
  'seen',
  'from',
  'to',
  'minAmount',
  'maxAmount',
  'destinationId',
  'nationalityId',
  'visaId',
  'assignedAdminId',
  'requirementId',
  'requestId',
  'ids',
]);

export const REDACTED = '[redacted]';

/** A query name as the server's parser reads it (`+` is a space, %-escapes decoded), or null. */
function decodedName(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Keeps the path and the values of harmless query parameters (READABLE_QUERY, matched exactly as
 * Fastify's parser would) and replaces every other value with `[redacted]`; a bare word with no
 * `=` is treated as a value.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const eq = pair.indexOf('=');
      if (eq < 0) return READABLE_QUERY.has(decodedName(pair) ?? '') ? pair : REDACTED;
      const rawName = pair.slice(0, eq);
      return READABLE_QUERY.has(decodedName(rawName) ?? '') ? pair : `${rawName}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's own request serializer, with every query value outside READABLE_QUERY redacted. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
