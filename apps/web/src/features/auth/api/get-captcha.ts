import { http } from '../../../lib/http/http';

export interface CaptchaChallenge {
  captchaId: string;
  svg: string;
}

/** GET /api/captcha: an SVG challenge, asked for once the API says a captcha is needed. */
export async function getCaptcha(): Promise<CaptchaChallenge> {
  const body = await http.get<Partial<CaptchaChallenge>>('/captcha');
  // A plain shape check keeps zod off the critical path of the sign-in page.
  if (typeof body?.captchaId !== 'string' || typeof body.svg !== 'string') throw new Error('Bad captcha');
  return { captchaId: body.captchaId, svg: body.svg };
}
