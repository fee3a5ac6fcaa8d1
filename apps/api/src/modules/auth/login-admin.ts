import {
  type Admin,
  type AdminLoginResponse,
  BAD_CREDENTIALS_MESSAGE,
  ErrorCode,
  type LoginBody,
} from '@visadesk/contract';
import { type AdminRow, admins, eq, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { clearFailures, enforceCaptcha, failureKeys, recordFailure } from './login-guard';
import { verifyPassword } from './passwords';
import { issueRefreshToken } from './refresh-tokens';

export const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  name: row.name,
  email: row.email,
  permissions: row.permissions,
  locale: row.locale,
});

/** Same answer for an unknown email, a wrong password and a deactivated account. */
const badCredentials = () => new AppError(401, ErrorCode.BAD_CREDENTIALS, BAD_CREDENTIALS_MESSAGE);

export async function loginAdmin(
  app: FastifyInstance,
  body: LoginBody,
  ip: string,
): Promise<AdminLoginResponse> {
  const { db, config, signer } = app;
  const keys = failureKeys(body.email, ip);
  await enforceCaptcha(db, signer.captchaKey, keys, config.CAPTCHA_AFTER_FAILURES, body);

  const [row] = await db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, body.email.toLowerCase()));
  const passwordOk = await verifyPassword(row?.passwordHash, body.password);
  if (!row || !passwordOk || !row.isActive) {
    await recordFailure(db, keys);
    throw badCredentials();
  }

  await clearFailures(db, keys);
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, row.id));
  const access_token = await signer.signAccess({ sub: row.id, typ: 'admin', perms: row.permissions });
  const refresh_token = await issueRefreshToken(db, 'admin', row.id, config.REFRESH_TOKEN_TTL_DAYS);
  return { admin: toAdmin(row), access_token, refresh_token };
}
