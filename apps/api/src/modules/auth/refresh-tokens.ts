import { randomUUID } from 'node:crypto';
import type { SubjectType } from '@visadesk/contract';
import { ErrorCode } from '@visadesk/contract';
import { and, type Db, eq, isNull, ne, refreshTokens, type Tx } from '@visadesk/db';
import { AppError } from '../../lib/http/errors';
import { randomToken, sha256 } from '../../lib/security/tokens';

const DAY_MS = 86_400_000;
const invalid = () => new AppError(401, ErrorCode.TOKEN_INVALID, 'Refresh token is invalid or expired');

export async function issueRefreshToken(
  db: Db | Tx,
  subjectType: SubjectType,
  subjectId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    familyId,
    subjectType,
    subjectId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
}

/**
 * Spends a refresh token and issues its successor in the same family. The spend is one atomic
 * UPDATE, so of two concurrent uses exactly one wins; presenting a spent token revokes the family.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  subjectType: SubjectType,
  ttlDays: number,
  isSubjectAllowed: (tx: Tx, subjectId: string) => Promise<boolean>,
): Promise<{ subjectId: string; refreshToken: string; familyId: string }> {
  const hash = sha256(token);
  const now = new Date();
  // Spend and successor commit together: a crash between them never leaves a user without a token.
  const rotated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          eq(refreshTokens.subjectType, subjectType),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning();
    if (!row || row.expiresAt <= now || !(await isSubjectAllowed(tx, row.subjectId))) return null;
    const refreshToken = await issueRefreshToken(tx, subjectType, row.subjectId, ttlDays, row.familyId);
    return { subjectId: row.subjectId, refreshToken, familyId: row.familyId };
  });
  if (rotated) return rotated;
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  if (known && known.subjectType === subjectType && known.usedAt) {
    // Reuse of a rotated token: someone else may hold this family. End it for everyone.
    await revokeFamily(db, known.familyId);
  }
  throw invalid();
}

export async function revokeFamily(db: Db | Tx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a subject (deactivation, a password reset by someone else). */
export const revokeSubject = (db: Db | Tx, subjectType: SubjectType, subjectId: string): Promise<void> =>
  revokeOtherFamilies(db, subjectType, subjectId, undefined);

/** Sign-out: ends the family of the token presented, whatever state that token is in. */
export async function revokeByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of a subject but one (the session that changed its password). */
export async function revokeOtherFamilies(
  db: Db | Tx,
  subjectType: SubjectType,
  subjectId: string,
  keepFamilyId: string | undefined,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.subjectType, subjectType),
        eq(refreshTokens.subjectId, subjectId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
