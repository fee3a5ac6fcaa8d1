import { ErrorCode } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a request refused while closing asks for in `Retry-After`: the next instance is ready now. */
export const CLOSING_RETRY_AFTER_SECONDS = 1;

/**
 * Once the server starts closing (after SIGTERM's drain delay), a request arriving on a connection
 * still open is answered at once with 503 `SHUTTING_DOWN`, `Retry-After` and `Connection: close`,
 * in the contract's error shape and with its request id — it was not processed, so a client or
 * load balancer may send it to another instance, whatever its method. Replaces Fastify's own
 * fixed 503 body (`return503OnClosing`), which carried neither.
 */
export const closingPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing) return;
      return reply
        .status(503)
        .headers({ connection: 'close', 'retry-after': String(CLOSING_RETRY_AFTER_SECONDS) })
        .send({
          statusCode: 503,
          code: ErrorCode.SHUTTING_DOWN,
          message: 'This server is shutting down; retry the request',
          requestId: request.id,
        });
    });
  },
  { name: 'closing', dependencies: ['request-context'] },
);
