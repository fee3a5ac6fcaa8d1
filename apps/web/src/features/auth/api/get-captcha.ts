import type { Captcha } from '@visadesk/contract';
import { authPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** GET /api/captcha: a proof-of-work challenge, asked for once the API says a captcha is needed. */
export async function getCaptcha(): Promise<Captcha> {
  const body: Partial<Captcha> | undefined = await api.call(authPaths.captcha);
  // A plain shape check keeps zod off the critical path of the sign-in page.
  if (typeof body?.signature !== 'string' || typeof body.parameters?.keyPrefix !== 'string') {
    throw new Error('Bad captcha');
  }
  return body as Captcha;
}
