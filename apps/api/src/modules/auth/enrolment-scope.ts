import type { AdminRow } from '@visadesk/db';
import type { Config } from '../../config';

/** Claim carried by the access token of an admin who must enrol in 2FA before anything else. */
export const ENROL_SCOPE = 'enrol-2fa';

/** What an enrolment-only token reaches: enrolment itself, the own profile and sign-in/out. */
const ENROLMENT_ROUTES = new Set([
  'GET /api/admin/2fa',
  'POST /api/admin/2fa/setup',
  'POST /api/admin/2fa/enable',
  'GET /api/admin/me',
  'PATCH /api/admin/me',
]);

export const enrolmentAllows = (method: string, url: string) =>
  url.startsWith('/api/auth/') || ENROLMENT_ROUTES.has(`${method} ${url}`);

/** ADMIN_2FA_REQUIRED and not yet enrolled: this admin's tokens are enrolment-only. */
export const mustEnrol = (config: Pick<Config, 'ADMIN_2FA_REQUIRED'>, row: Pick<AdminRow, 'totpEnabledAt'>) =>
  config.ADMIN_2FA_REQUIRED && row.totpEnabledAt === null;
