import type { AdminLoginResponse, TwoFactorLoginBody } from '@visadesk/contract';
import { http } from '../../../lib/http/http';

/** POST /api/auth/loginAdmin/2fa; silent, as the step shows a wrong code on its own field. */
export const loginTwoFactor = (body: TwoFactorLoginBody) =>
  http.post<AdminLoginResponse>('/auth/loginAdmin/2fa', body, { silent: true });
