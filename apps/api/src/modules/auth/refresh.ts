import type { SubjectType, TokenPair } from '@visadesk/contract';
import { admins, eq, type Tx, users } from '@visadesk/db';
import type { AuthDeps } from './deps';
import { ENROL_SCOPE, mustEnrol } from './enrolment-scope';
import { rotateRefreshToken } from './refresh-tokens';

/** Only active admins and unblocked applicants may renew; permissions are re-read on every renewal. */
async function currentClaims(tx: Tx, type: SubjectType, id: string) {
  if (type === 'admin') {
    const [a] = await tx.select().from(admins).where(eq(admins.id, id));
    return a?.isActive ? { perms: a.permissions, totpEnabledAt: a.totpEnabledAt } : null;
  }
  const [u] = await tx.select().from(users).where(eq(users.id, id));
  return u && !u.isBlocked ? { perms: [], totpEnabledAt: null } : null;
}

export async function refreshTokens(deps: AuthDeps, type: SubjectType, token: string): Promise<TokenPair> {
  let perms: string[] = [];
  let enrolOnly = false;
  const { subjectId, refreshToken, familyId } = await rotateRefreshToken(
    deps.db,
    token,
    type,
    deps.config.REFRESH_TOKEN_TTL_DAYS,
    async (tx, id) => {
      const claims = await currentClaims(tx, type, id);
      if (claims) perms = claims.perms;
      // ADMIN_2FA_REQUIRED: renewing must not widen an enrolment-only session.
      if (claims) enrolOnly = type === 'admin' && mustEnrol(deps.config, claims);
      return claims !== null;
    },
  );
  const access_token = await deps.signer.signAccess({
    sub: subjectId,
    typ: type,
    perms: perms as never,
    sid: familyId,
    ...(enrolOnly ? { scope: ENROL_SCOPE } : {}),
  });
  return { access_token, refresh_token: refreshToken };
}
