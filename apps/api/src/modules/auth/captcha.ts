import { createHmac } from 'node:crypto';
import type { Captcha, CaptchaSolution } from '@visadesk/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A challenge must be solved and used within this time. */
export const CAPTCHA_TTL_SECONDS = 300;
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per candidate; the work is `counter` candidates of this cost. */
const COST = 1000;

export interface CaptchaSecrets {
  /** Signs the challenge's parameters (tamper-proof nonce, salt, prefix, expiry). */
  signature: string;
  /** Signs the answer's derived key: the server checks a solution without redoing the work. */
  keySignature: string;
}

/** Both HMAC secrets come from the signer's captcha key (itself derived from JWT_SECRET). */
export function captchaSecrets(captchaKey: Uint8Array): CaptchaSecrets {
  const sub = (purpose: string) => createHmac('sha256', captchaKey).update(`altcha:${purpose}`).digest('hex');
  return { signature: sub('challenge'), keySignature: sub('derived-key') };
}

/**
 * An ALTCHA challenge in deterministic mode: the server picks a secret counter uniformly in
 * [1, difficulty] and publishes only a prefix of its PBKDF2 key, so a solver must try counters until
 * it finds it. Uniform over the whole range, no starting point is better than another: a solver
 * derives difficulty/2 keys on average whichever it picks (a range of [difficulty/2, difficulty]
 * let a solver that starts at difficulty/2 skip half the work). The answer (the full key) is never
 * sent; only its HMAC is.
 */
export async function createCaptcha(secrets: CaptchaSecrets, difficulty: number): Promise<Captcha> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(difficulty, 1),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return challenge as Captcha;
}

export type CaptchaCheck =
  /** Forged, altered or expired: not a challenge this server issued and still honours. */
  | { status: 'rejected'; reason: 'expired' | 'signature' }
  /** A genuine challenge: `id` is what gets spent, whether `solved` or not. */
  | { status: 'genuine'; id: string; expiresAt: Date; solved: boolean };

export async function checkCaptcha(secrets: CaptchaSecrets, payload: CaptchaSolution): Promise<CaptchaCheck> {
  const { challenge, solution } = payload;
  if (challenge.parameters.algorithm !== ALGORITHM || !challenge.parameters.expiresAt) {
    return { status: 'rejected', reason: 'signature' };
  }
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (result.expired) return { status: 'rejected', reason: 'expired' };
  if (result.invalidSignature) return { status: 'rejected', reason: 'signature' };
  return {
    status: 'genuine',
    // The signature is an HMAC over the whole challenge, unique per challenge.
    id: challenge.signature,
    expiresAt: new Date(challenge.parameters.expiresAt * 1000),
    solved: result.verified,
  };
}
