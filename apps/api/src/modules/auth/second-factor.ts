import type { AdminLoginResponse, TwoFactorChallenge } from '@visadesk/contract';
import { type AdminRow, admins, eq } from '@visadesk/db';
import type { AuthDeps } from './deps';
import { ENROL_SCOPE, mustEnrol } from './enrolment-scope';
import { signChallenge } from './two-factor-challenge';

/**
 * Called by loginAdmin once the password is right. An enrolled admin gets a challenge instead of
 * tokens; the failure counters are left alone until the second factor is right too.
 */
export async function twoFactorChallengeFor(
  deps: AuthDeps,
  row: AdminRow,
): Promise<TwoFactorChallenge | null> {
  if (!row.totpEnabledAt) return null;
  const { token, jti } = await signChallenge(deps.config.JWT_SECRET, row.id);
  await deps.db.update(admins).set({ totpChallengeId: jti }).where(eq(admins.id, row.id));
  return { twoFactorRequired: true, challengeToken: token };
}

/** Called by loginAdmin with the normal answer: under ADMIN_2FA_REQUIRED, unenrolled admins get an enrolment-only token. */
export async function gateUnenrolled(
  deps: AuthDeps,
  row: AdminRow,
  response: AdminLoginResponse,
): Promise<AdminLoginResponse & { twoFactorSetupRequired?: true }> {
  if (!mustEnrol(deps.config, row)) return response;
  // Same claims (session id included), narrowed to enrolment.
  const claims = await deps.signer.verifyAccess(response.access_token);
  if (!claims) throw new Error('a token signed a moment ago did not verify');
  const access_token = await deps.signer.signAccess({ ...claims, scope: ENROL_SCOPE });
  return { ...response, access_token, twoFactorSetupRequired: true };
}
