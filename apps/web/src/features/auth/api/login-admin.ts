import type { AdminSignInResponse, LoginBody } from '@visadesk/contract';
import { http } from '../../../lib/http/http';

/** POST /api/auth/loginAdmin; the response is checked against the shared contract. */
export async function loginAdmin(body: LoginBody): Promise<AdminSignInResponse> {
  const [response, { parseLoginResponse }] = await Promise.all([
    http.post<unknown>('/auth/loginAdmin', body),
    import('../login-validation'),
  ]);
  return parseLoginResponse(response);
}
