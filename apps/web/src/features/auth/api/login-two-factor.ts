import type { TwoFactorLoginBody } from '@visadesk/contract';
import { twoFactorPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** POST /api/auth/loginAdmin/2fa; silent, as the step shows a wrong code on its own field. */
export const loginTwoFactor = (body: TwoFactorLoginBody) =>
  api.call(twoFactorPaths.loginAdmin, { body, silent: true });
