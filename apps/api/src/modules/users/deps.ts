import type { Config } from '../../config';
import type { Mailer } from '../../lib/mail/outgoing-mail';
import type { AuthDeps } from '../auth/deps';

/**
 * What the account flows that mail (registration, password reset and change) use: sign-in's deps
 * (following a link signs the applicant in), the mailer and where the portal's links point.
 */
export interface AccountDeps extends AuthDeps {
  mailer: Mailer;
  config: AuthDeps['config'] & Pick<Config, 'PORTAL_URL'>;
}
