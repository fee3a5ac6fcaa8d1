import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may hand in: short, and nothing a log or header could be tricked by. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: keeps an incoming `X-Request-Id` (so one id follows a request through a
 * load balancer into these logs) only when it is at most 64 letters, digits, `.`, `_` or `-`;
 * anything else (too long, spaces, newlines, quotes, several headers) gets a fresh UUID.
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
