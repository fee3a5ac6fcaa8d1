import { createHmac } from 'node:crypto';
import { ErrorCode, normalizePublicReference } from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/http/errors';

/** Lookups per client address, as the API route and the tracking page each allowed before. */
export const TRACKING_ADDRESS_MAX = 20;
export const TRACKING_ADDRESS_WINDOW_MS = 60_000;

/** What one lookup names: the reference (normalized, or null if malformed) and the proof. */
export interface TrackingAttempt {
  reference: string | null;
  proof: { passportNumber?: string | undefined; email?: string | undefined };
}

type Scope = 'address' | 'reference' | 'proof';

const rawText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 254) : undefined);

/** The API route's attempt as sent, before validation (a malformed one still counts). */
export function rawTrackingAttempt(request: FastifyRequest): TrackingAttempt {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const id = rawText(params.id);
  return {
    reference: id === undefined ? null : normalizePublicReference(id),
    proof: { email: rawText(query.email), passportNumber: rawText(query.passportNumber) },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public lookup's one limit, whichever door (API, /track, /ar/track) is used (ADR 0029). */
    trackingLimit: { check(request: FastifyRequest, attempt: TrackingAttempt): Promise<void> };
  }
}

/**
 * Counts each public lookup against its address, its reference and its passport number or email,
 * in @fastify/rate-limit's store: Redis with REDIS_URL (shared by every instance), else this
 * process's memory. The same counters serve the API route and the portal's tracking pages, so
 * switching doors or addresses does not buy more guesses. Keys are HMACs: no email or passport
 * number is written to Redis.
 */
export const trackingLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { JWT_SECRET, TRACKING_RATE_LIMIT_MAX, TRACKING_RATE_LIMIT_WINDOW_SECONDS } = app.config;
    const keys = new WeakMap<FastifyRequest, Record<Scope, string>>();
    const limiter = (scope: Scope, max: number, timeWindow: number) =>
      app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => keys.get(request)?.[scope] ?? `track-${scope}:?`,
      });
    const limiters: [Scope, ReturnType<typeof limiter>][] = [
      ['address', limiter('address', TRACKING_ADDRESS_MAX, TRACKING_ADDRESS_WINDOW_MS)],
      ['reference', limiter('reference', TRACKING_RATE_LIMIT_MAX, TRACKING_RATE_LIMIT_WINDOW_SECONDS * 1000)],
      ['proof', limiter('proof', TRACKING_RATE_LIMIT_MAX, TRACKING_RATE_LIMIT_WINDOW_SECONDS * 1000)],
    ];
    const digest = (value: string) =>
      createHmac('sha256', JWT_SECRET).update(value).digest('base64url').slice(0, 22);

    app.decorate('trackingLimit', {
      async check(request: FastifyRequest, attempt: TrackingAttempt) {
        const passport = attempt.proof.passportNumber?.trim().toUpperCase();
        const email = attempt.proof.email?.trim().toLowerCase();
        const proof = email ? `email:${email}` : passport ? `passport:${passport}` : null;
        const named: Record<Scope, string | null> = {
          address: `track-address:${request.ip}`,
          reference: attempt.reference ? `track-reference:${attempt.reference}` : null,
          proof: proof ? `track-proof:${digest(proof)}` : null,
        };
        keys.set(request, named as Record<Scope, string>);
        // Every named counter moves on every lookup, so a blocked one still counts against the others.
        const results = await Promise.all(
          limiters.filter(([scope]) => named[scope] !== null).map(([, check]) => check(request)),
        );
        let wait = 0;
        for (const r of results) if (!r.isAllowed && r.isExceeded) wait = Math.max(wait, r.ttlInSeconds, 1);
        if (wait === 0) return;
        throw new AppError(
          429,
          ErrorCode.RATE_LIMITED,
          `Too many tracking attempts. Try again in ${wait} seconds`,
          { 'retry-after': String(wait) },
        );
      },
    });
  },
  { name: 'tracking-limit' },
);
