import { ErrorCode, errorSchema } from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/http/errors';
import {
  claimKey,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_HOURS,
  type KeyScope,
  releaseKey,
  requestHash,
  storeAnswer,
} from '../lib/http/idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header (plugins/idempotency.ts); the route must have a signed-in principal. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request holds its key: its answer is stored (success) or the key released. */
    idempotency?: { scope: KeyScope; body?: unknown } | undefined;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const headerSchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 128 visible ASCII characters')
  .optional()
  .meta({
    description:
      `Makes a retry safe: the first answer with this key (per account and endpoint, kept ${IDEMPOTENCY_TTL_HOURS} h) ` +
      'is answered again, with `Idempotent-Replayed: true`, without doing the work twice. The same key with ' +
      'another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_KEY_IN_USE. ' +
      'Failed requests keep nothing.',
  });

/**
 * `config: { idempotent: true }` on a route: a client may send `Idempotency-Key` and retry
 * safely. The header joins the route's schema (validated, so a malformed key is a 400 naming it,
 * and documented in OpenAPI with the 409 and 422 it can bring). A second request while the first
 * runs is refused at once rather than made to wait: it holds no connection, and the client's
 * retry a moment later gets the stored answer.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      // Keys are kept per principal: a route anyone may call has none to keep them under.
      if (route.config.auth === 'public')
        throw new Error(`Route ${route.url} is public and cannot be idempotent`);
      route.schema ??= {};
      const schema = route.schema;
      // Loose: the other headers (authorization…) stay as they came.
      schema.headers = z.looseObject({ [IDEMPOTENCY_HEADER]: headerSchema });
      schema.response = { 409: errorSchema, 422: errorSchema, ...(schema.response as object) };
    });

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !request.principal) return;
      const scope = {
        principal: `${request.principal.typ}:${request.principal.sub}`,
        route: `${request.method} ${request.routeOptions.url}`,
        key,
      };
      const claim = await claimKey(app.db, scope, requestHash(what(request)));
      if (claim.kind === 'claimed') {
        request.idempotency = { scope };
        return;
      }
      if (claim.kind === 'reused') {
        throw new AppError(
          422,
          ErrorCode.IDEMPOTENCY_KEY_REUSED,
          'headers.idempotency-key: this key was used for a different request; send a new key for new work',
        );
      }
      if (claim.kind === 'in-use') {
        throw new AppError(
          409,
          ErrorCode.IDEMPOTENCY_KEY_IN_USE,
          'headers.idempotency-key: a request with this key is still being handled; retry in a moment',
          { 'retry-after': '1' },
        );
      }
      return reply
        .code(claim.statusCode)
        .header(REPLAYED_HEADER, 'true')
        .send(JSON.parse(claim.body) as unknown);
    });

    // The answer as the handler gave it, before serialization (and before compression).
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.idempotency) request.idempotency.body = payload;
      return payload;
    });

    // Stored before the answer leaves, so a retry never finds the key still "in use" after it.
    // Every way out of a handler (an answer, a thrown error) passes here; a process that dies
    // first leaves the key to be taken over once abandoned (IDEMPOTENCY_ABANDONED_SECONDS).
    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = undefined;
      const success = reply.statusCode < 400 && held.body !== undefined;
      try {
        if (success) await storeAnswer(app.db, held.scope, reply.statusCode, JSON.stringify(held.body));
        else await releaseKey(app.db, held.scope);
      } catch (err) {
        // The work is done (or failed) either way: its answer still goes out.
        request.log.warn({ err }, 'could not record the idempotency key');
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);

/** What makes two requests the same: the route's validated params, query and body. */
const what = (request: FastifyRequest) => ({
  params: request.params ?? null,
  query: request.query ?? null,
  body: request.body ?? null,
});
