import { randomUUID } from 'node:crypto';
import {
  type Admin,
  type AdminSignInResponse,
  BAD_CREDENTIALS_MESSAGE,
  ErrorCode,
  type LoginBody,
  type User,
} from '@visadesk/contract';
import { type AdminRow, admins, eq, sql, type UserRow, users } from '@visadesk/db';
import { AppError } from '../../lib/http/errors';
import { isPublishedPassword } from '../../lib/security/published-credentials';
import type { AuthDeps } from './deps';
import { trustedDevice } from './device-cookie';
import {
  clearFailures,
  deviceKeys,
  enforceCaptcha,
  failureKeys,
  recordFailure,
  takeDeviceCheck,
} from './login-guard';
import { verifyPassword } from './passwords';
import { issueRefreshToken } from './refresh-tokens';
import { gateUnenrolled, twoFactorChallengeFor } from './second-factor';

export const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  name: row.name,
  email: row.email,
  permissions: row.permissions,
  locale: row.locale,
});

export const toUser = (row: UserRow): User => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  locale: row.locale,
});

/** Same answer for an unknown email, a wrong password and a deactivated admin. */
const badCredentials = () => new AppError(401, ErrorCode.BAD_CREDENTIALS, BAD_CREDENTIALS_MESSAGE);

export async function tokensFor(
  deps: AuthDeps,
  type: 'admin' | 'user',
  id: string,
  perms: AdminRow['permissions'],
) {
  // The access token names its refresh-token family (sid), so one session can be told from another.
  const sid = randomUUID();
  const access_token = await deps.signer.signAccess({ sub: id, typ: type, perms, sid });
  const refresh_token = await issueRefreshToken(deps.db, type, id, deps.config.REFRESH_TOKEN_TTL_DAYS, sid);
  return { access_token, refresh_token };
}

/**
 * Under a production start a password the README publishes never signs in, whatever the account
 * (a renamed or re-enabled demo account included); it counts as a wrong password.
 */
const refusedHere = (deps: AuthDeps, password: string) =>
  deps.config.NODE_ENV === 'production' && isPublishedPassword(password);

/**
 * The failure counters this attempt is judged by: a trusted device's own (a valid device cookie
 * for this account, not locked by its own failures), or else the email's and the address's, where
 * the account's lock applies.
 */
async function attemptKeys(
  deps: AuthDeps,
  type: 'admin' | 'user',
  email: string,
  ip: string,
  accountId: string | undefined,
  deviceCookie: string | undefined,
) {
  const device = await trustedDevice(deps, deviceCookie, type, accountId);
  return { device, keys: device ? deviceKeys(device, ip) : failureKeys(email, ip) };
}

export async function loginAdmin(
  deps: AuthDeps,
  body: LoginBody,
  ip: string,
  deviceCookie?: string,
): Promise<AdminSignInResponse> {
  const [row] = await deps.db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, body.email.toLowerCase()));
  const { device, keys } = await attemptKeys(deps, 'admin', body.email, ip, row?.id, deviceCookie);
  await enforceCaptcha(deps.db, deps.signer.captchaKey, keys, deps.config.CAPTCHA_AFTER_FAILURES, body);
  if (device) await takeDeviceCheck(deps.db, device);
  const passwordOk =
    (await verifyPassword(row?.passwordHash, body.password)) && !refusedHere(deps, body.password);
  if (!row || !passwordOk || !row.isActive) {
    await recordFailure(deps.db, keys, row ? 'admin' : undefined);
    throw badCredentials();
  }
  // With 2FA on, the password only opens a challenge; failures stay counted until the code is right.
  const challenge = await twoFactorChallengeFor(deps, row);
  if (challenge) return challenge;
  await clearFailures(deps.db, keys);
  await deps.db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, row.id));
  const signedIn = { admin: toAdmin(row), ...(await tokensFor(deps, 'admin', row.id, row.permissions)) };
  return gateUnenrolled(deps, row, signedIn);
}

/** Applicants sign in with the same protections; a blocked account is told so once its password is right. */
export async function loginUser(deps: AuthDeps, body: LoginBody, ip: string, deviceCookie?: string) {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
  const { device, keys } = await attemptKeys(deps, 'user', body.email, ip, row?.id, deviceCookie);
  await enforceCaptcha(deps.db, deps.signer.captchaKey, keys, deps.config.CAPTCHA_AFTER_FAILURES, body);
  if (device) await takeDeviceCheck(deps.db, device);
  const passwordOk =
    (await verifyPassword(row?.passwordHash, body.password)) && !refusedHere(deps, body.password);
  if (!row || !passwordOk) {
    await recordFailure(deps.db, keys, row ? 'user' : undefined);
    throw badCredentials();
  }
  if (row.isBlocked)
    throw new AppError(403, ErrorCode.FORBIDDEN, 'This account is blocked; please contact the agency');
  await clearFailures(deps.db, keys);
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id));
  return { user: toUser(row), ...(await tokensFor(deps, 'user', row.id, [])) };
}
