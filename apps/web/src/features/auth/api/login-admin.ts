import type { AdminSignInResponse, LoginBody } from '@visadesk/contract';
import type { RequestOptions } from '../../../lib/http/client';
import { http } from '../../../lib/http/http';

/** POST /api/auth/loginAdmin; the response is checked against the shared contract. */
export async function loginAdmin(body: LoginBody, opts?: RequestOptions): Promise<AdminSignInResponse> {
  const [response, { parseLoginResponse }] = await Promise.all([
    http.post<unknown>('/auth/loginAdmin', body, opts),
    import('../login-validation'),
  ]);
  return parseLoginResponse(response);
}
