import type { Permission, SubjectType } from '@visadesk/contract';
import { admins, and, type Db, eq, exists, isNull, refreshTokens, sql, users } from '@visadesk/db';
import type { AccessClaims } from '../../lib/security/tokens';

/** What the database says now about the session behind an access token. */
export type SessionState =
  | { ok: true; perms: Permission[] }
  | { ok: false; reason: 'account-inactive' | 'session-ended' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One indexed query: the admin's (or applicant's) row by primary key, plus whether the token's
 * refresh-token family still has an unrevoked token (index on family_id). A family that was
 * signed out, ended by a password change or reset, or never existed counts as ended.
 */
export async function readSession(db: Db, claims: AccessClaims): Promise<SessionState> {
  const { sid, sub, typ } = claims;
  // Both are ours (signed), but a uuid cast error must never become a 500.
  if (!sid || !UUID.test(sid) || !UUID.test(sub)) return { ok: false, reason: 'session-ended' };
  const family = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sid),
        eq(refreshTokens.subjectType, typ),
        eq(refreshTokens.subjectId, sub),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const live = sql<boolean>`${exists(family)}`;
  if (typ === 'admin') {
    const [row] = await db
      .select({ isActive: admins.isActive, permissions: admins.permissions, live })
      .from(admins)
      .where(eq(admins.id, sub));
    if (!row?.isActive) return { ok: false, reason: 'account-inactive' };
    if (!row.live) return { ok: false, reason: 'session-ended' };
    return { ok: true, perms: row.permissions };
  }
  const [row] = await db.select({ isBlocked: users.isBlocked, live }).from(users).where(eq(users.id, sub));
  if (!row || row.isBlocked) return { ok: false, reason: 'account-inactive' };
  if (!row.live) return { ok: false, reason: 'session-ended' };
  return { ok: true, perms: [] };
}

/** Most sessions a cache keeps; beyond it the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers each session's state for `ttlMs`, so a busy list page does not pay a query per
 * request; a revocation therefore reaches this instance within `ttlMs`. Bounded in size.
 * `forgetSubject` drops a subject's entries at once when this instance changes that subject.
 */
export class SessionCache {
  private readonly entries = new Map<string, { state: SessionState; until: number }>();

  constructor(
    private readonly db: Db,
    readonly ttlMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  async check(claims: AccessClaims): Promise<SessionState> {
    if (this.ttlMs <= 0) return readSession(this.db, claims);
    const key = `${claims.typ}:${claims.sub}:${claims.sid ?? ''}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.state;
    const state = await readSession(this.db, claims);
    this.entries.delete(key); // re-inserted last, so the Map's order stays oldest-first
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { state, until: now + this.ttlMs });
    return state;
  }

  forgetSubject(typ: SubjectType, sub: string): void {
    const prefix = `${typ}:${sub}:`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
