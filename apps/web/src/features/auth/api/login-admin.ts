import type { AdminSignInResponse, LoginBody } from '@visadesk/contract';
import { authPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** POST /api/auth/loginAdmin; the response is checked against the shared contract. */
export async function loginAdmin(body: LoginBody, opts?: { silent?: boolean }): Promise<AdminSignInResponse> {
  const [response, { parseLoginResponse }] = await Promise.all([
    api.call(authPaths.loginAdmin, { body, ...opts }),
    import('../login-validation'),
  ]);
  return parseLoginResponse(response);
}
