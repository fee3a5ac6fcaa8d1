import type { Db } from '@visadesk/db';
import type { Config } from '../../config';
import type { TokenSigner } from '../../lib/security/tokens';

/**
 * What signing in, renewing and the second factor use: the database, the token signer and a few
 * settings. The app has these under the same names, so routes pass it as it is.
 */
export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  config: Pick<
    Config,
    | 'REFRESH_TOKEN_TTL_DAYS'
    | 'CAPTCHA_AFTER_FAILURES'
    | 'JWT_SECRET'
    | 'ADMIN_2FA_REQUIRED'
    | 'NODE_ENV'
    | 'DEVICE_COOKIE_DAYS'
  >;
}
