import type { Captcha } from '@visadesk/contract';
import { http } from '../../../lib/http/http';

/** GET /api/captcha: a proof-of-work challenge, asked for once the API says a captcha is needed. */
export async function getCaptcha(): Promise<Captcha> {
  const body = await http.get<Partial<Captcha>>('/captcha');
  // A plain shape check keeps zod off the critical path of the sign-in page.
  if (typeof body?.signature !== 'string' || typeof body.parameters?.keyPrefix !== 'string') {
    throw new Error('Bad captcha');
  }
  return body as Captcha;
}
