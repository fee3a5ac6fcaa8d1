import { createHash, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'admin-2fa-challenge';
export const CHALLENGE_TTL_SECONDS = 300;

/** A key of its own, so a challenge token is never an access token or a captcha id. */
const keyFor = (jwtSecret: string) =>
  createHash('sha256').update(`visadesk:2fa-challenge:${jwtSecret}`).digest();

/** The jti is also stored on the admin; spending it there makes the token single use. */
export async function signChallenge(jwtSecret: string, adminId: string) {
  const jti = randomUUID();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(adminId)
    .setJti(jti)
    .setIssuer('visadesk')
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
    .sign(keyFor(jwtSecret));
  return { token, jti };
}

export async function verifyChallenge(jwtSecret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, keyFor(jwtSecret), {
      algorithms: ['HS256'],
      issuer: 'visadesk',
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { adminId: payload.sub, jti: payload.jti };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
