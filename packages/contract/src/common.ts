import { z } from 'zod';

export const idParamsSchema = z.object({ id: z.uuid() });

export const helloSchema = z.object({ name: z.string(), version: z.string() }).meta({ id: 'Hello' });

/** What staff must know about how this server runs (the back office shows it as a banner). */
export const systemNoticesSchema = z
  .object({
    /** A payment provider is played by the built-in sandbox: applicants can mark requests Paid. */
    paymentSandbox: z.boolean(),
    production: z.boolean(),
  })
  .meta({ id: 'SystemNotices' });

export const healthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() })
  .meta({ id: 'Health' });

/** GET /api/health/live: the process is up and serving (no database involved). */
export const healthLiveSchema = z
  .object({ status: z.literal('live'), uptimeSeconds: z.number() })
  .meta({ id: 'HealthLive' });

/** One readiness check: `skipped` when this server has no such part, `warn` when it does not fail readiness. */
export const healthCheckSchema = z
  .object({
    status: z.enum(['pass', 'fail', 'warn', 'skipped']),
    detail: z.string().optional(),
    durationMs: z.number().optional(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ id: 'HealthCheck' });

/** GET /api/health/ready: 200 with `ready` when every check passes, 503 with `not-ready` otherwise. */
export const healthReadySchema = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    checks: z.object({
      shutdown: healthCheckSchema,
      database: healthCheckSchema,
      migrations: healthCheckSchema,
      jobs: healthCheckSchema,
      events: healthCheckSchema,
    }),
  })
  .meta({ id: 'HealthReady' });

/** The calendar days the API takes: wide enough for any birth or travel date, narrow enough for every database and client. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

/** A `YYYY-MM-DD` day between FIRST_DAY and LAST_DAY (PostgreSQL refuses year 0, for one). */
export const isoDay = z.iso
  .date()
  .refine((v) => v >= FIRST_DAY && v <= LAST_DAY, `must be a day between ${FIRST_DAY} and ${LAST_DAY}`);

/** Half of a UTF-16 surrogate pair without its other half (no UTF-8 form exists for it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text as sent: no NUL byte and no lone surrogate. */
export const isStorableText = (value: string) => !value.includes('\0') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** Free text from a query string or a form, trimmed, that PostgreSQL can take as a parameter. */
export const storableText = (max: number) =>
  z.string().trim().max(max).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
