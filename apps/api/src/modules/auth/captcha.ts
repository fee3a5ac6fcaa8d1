import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@visadesk/contract';
import { jwtVerify, SignJWT } from 'jose';
import svgCaptcha from 'svg-captcha';
import { sha256 } from '../../lib/tokens';

const TTL_SECONDS = 300;

export interface CaptchaChallenge {
  text: string;
  svg: string;
}
export type CaptchaGenerator = () => CaptchaChallenge;

/** Characters that look alike in the rendered SVG are left out. */
export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({
    size: 5,
    ignoreChars: '0oO1lIi',
    noise: 2,
    width: 150,
    height: 50,
  });
  return { text, svg: data };
};

const answerHash = (jti: string, text: string) => sha256(`${jti}:${text.trim().toLowerCase()}`);

/**
 * The id is a signed, expiring token holding only a hash of the answer: the server keeps no
 * captcha state until one is spent.
 */
export async function createCaptcha(key: Uint8Array, challenge: CaptchaChallenge): Promise<Captcha> {
  const { text, svg } = challenge;
  const jti = randomUUID();
  const captchaId = await new SignJWT({ h: answerHash(jti, text) })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(key);
  return { captchaId, svg, expiresInSeconds: TTL_SECONDS };
}

export async function verifyCaptcha(
  key: Uint8Array,
  captchaId: string,
  text: string,
): Promise<{ valid: true; jti: string; expiresAt: Date } | { valid: false }> {
  try {
    const { payload } = await jwtVerify(captchaId, key, { algorithms: ['HS256'] });
    if (typeof payload.h !== 'string' || !payload.jti || !payload.exp) return { valid: false };
    const expected = Buffer.from(payload.h);
    const given = Buffer.from(answerHash(payload.jti, text));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false };
    return { valid: true, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return { valid: false };
  }
}
