import { createHash } from 'node:crypto';
import { and, type Db, eq, idempotencyKeys, isNull, lt, sql } from '@visadesk/db';

/** How long a key keeps its answer. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * An answer not stored this long after its first request arrived belongs to a request that died
 * with its process (every other way out stores or releases it): the key is free again. Well above
 * any request's run, a provider's retries included (3 × PAYMENT_TIMEOUT_MS).
 */
export const IDEMPOTENCY_ABANDONED_SECONDS = 120;

/** 8–128 visible ASCII characters (a UUID, a ULID, a random token…). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/** One key of one principal on one route. */
export interface KeyScope {
  principal: string;
  route: string;
  key: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: string }
  | { kind: 'reused' }
  | { kind: 'in-use' };

/** JSON with keys sorted, so one request hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (request: unknown) =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * Takes the key for this request, or says what to answer instead: the stored answer (same
 * request), a refusal (another request under this key), or "in use" (the first one is still
 * running). An expired or abandoned key is taken over. Expired rows go on each new claim.
 */
export async function claimKey(db: Db, scope: KeyScope, hash: string): Promise<Claim> {
  // Twice at most: a key released (its request failed) between the two statements is free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = await db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.principal, idempotencyKeys.route, idempotencyKeys.key],
        set: { requestHash: hash, statusCode: null, responseBody: null, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
          or (${idempotencyKeys.statusCode} is null
              and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_SECONDS}))`,
      })
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
      return { kind: 'claimed' };
    }
    const [row] = await db.select().from(idempotencyKeys).where(whereScope(scope));
    if (!row) continue;
    if (row.requestHash !== hash) return { kind: 'reused' };
    if (row.statusCode === null || row.responseBody === null) return { kind: 'in-use' };
    return { kind: 'replay', statusCode: row.statusCode, body: row.responseBody };
  }
  return { kind: 'in-use' };
}

const whereScope = (scope: KeyScope) =>
  and(
    eq(idempotencyKeys.principal, scope.principal),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, scope.key),
  );

/** The first request succeeded: its answer is what every retry gets. */
export async function storeAnswer(db: Db, scope: KeyScope, statusCode: number, body: string) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, responseBody: body })
    .where(and(whereScope(scope), isNull(idempotencyKeys.statusCode)));
}

/** The first request failed: nothing is kept, so a corrected retry does the work. */
export async function releaseKey(db: Db, scope: KeyScope) {
  await db.delete(idempotencyKeys).where(and(whereScope(scope), isNull(idempotencyKeys.statusCode)));
}
