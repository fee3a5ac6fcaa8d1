import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/http/request-id';

/** The route pattern a request matched (`/api/requests/:id`), or `unmatched` for a 404. */
export function routeLabel(request: FastifyRequest): string {
  return request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
}

/** Probes polled every few seconds: logged at debug level unless they fail. */
const QUIET_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics']);

/**
 * Every answer carries the request's id in `X-Request-Id` (errors and 404s included: this hook
 * runs first), and every request writes one log line when it completes: method, redacted URL,
 * route pattern, status and duration, with the `reqId` every other line of that request carries.
 * Fastify's own two lines per request (incoming, completed) are off (`disableRequestLogging`).
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = routeLabel(request);
      const quiet = QUIET_ROUTES.has(route) && reply.statusCode < 400;
      const line = {
        req: request,
        res: reply,
        route,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        // The client went away before the answer was fully sent.
        ...(reply.raw.writableFinished ? {} : { aborted: true }),
      };
      if (quiet) request.log.debug(line, 'request completed');
      else request.log.info(line, 'request completed');
    });
  },
  { name: 'request-context' },
);
