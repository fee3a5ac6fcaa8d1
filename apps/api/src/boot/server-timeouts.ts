import type { Config } from '../config';

type TimeoutSettings = Pick<
  Config,
  'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'CONNECTION_IDLE_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'
>;

/**
 * Fastify's and Node's server timeouts, so a slow or stalled client cannot hold a connection:
 * - the request line and headers must arrive within HEADERS_TIMEOUT_MS (a slowloris trickling
 *   header bytes gets 408 and the socket is closed);
 * - the whole request, body included, within REQUEST_TIMEOUT_MS (a body that never finishes:
 *   408). This covers receiving the request only: a long export or an event stream answering it
 *   is not limited by it;
 * - a connection on which no byte moves either way for CONNECTION_IDLE_TIMEOUT_MS is closed (a
 *   body that stops arriving, a client that stops reading). Event streams write a heartbeat every
 *   25 s and exports write as rows are read, so both stay under it;
 * - an idle kept-alive connection closes after KEEP_ALIVE_TIMEOUT_MS.
 * Node checks the first two on a timer (every 30 s by default); here every fifth of the headers
 * timeout, at most 5 s, so a timed-out request is closed close to its deadline.
 */
export function serverTimeoutOptions(config: TimeoutSettings) {
  return {
    connectionTimeout: config.CONNECTION_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(config.HEADERS_TIMEOUT_MS / 5))),
    },
  };
}
