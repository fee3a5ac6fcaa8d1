import { createHash, randomBytes } from 'node:crypto';
import type { Permission, SubjectType } from '@visadesk/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  typ: SubjectType;
  perms: Permission[];
  /** The session: the refresh-token family issued with this token, so a session can be ended. */
  sid?: string | undefined;
  /** Expiry (seconds since the epoch); set on verified tokens. */
  exp?: number | undefined;
  /** 'enrol-2fa': the admin must enrol in two-factor sign-in; the token reaches only that (see auth plugin). */
  scope?: 'enrol-2fa' | undefined;
}

/** Short-lived HS256 access tokens; the key is derived per purpose so a captcha id is never a token. */
/** How many verified access tokens are remembered (about 1 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenSigner {
  private readonly accessKey: Uint8Array;
  readonly captchaKey: Uint8Array;
  /** Signs device cookies (modules/auth/device-cookie.ts): a key of their own purpose. */
  readonly deviceKey: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.accessKey = derive(secret, 'access');
    this.captchaKey = derive(secret, 'captcha');
    this.deviceKey = derive(secret, 'device-cookie');
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      typ: claims.typ,
      perms: claims.perms,
      ...(claims.sid ? { sid: claims.sid } : {}),
      ...(claims.scope ? { scope: claims.scope } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setIssuer('visadesk')
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.accessKey);
  }

  /**
   * Tokens already verified, kept until they expire: a WebCrypto HMAC check costs ~0.4 ms, a tenth
   * of a list request, and a client sends the same token for minutes. Revocation is not decided
   * here (the session check runs on every request), so remembering a valid signature changes
   * nothing else.
   */
  private readonly verified = new Map<string, AccessClaims>();

  /** Returns the claims, or null for any token that is malformed, forged or expired. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if ((known.exp ?? 0) * 1000 > Date.now()) return known;
      this.verified.delete(token);
    }
    const claims = await this.verifyAccessSignature(token);
    if (claims) {
      // Oldest first out: a flood of distinct valid tokens cannot grow memory past the bound.
      if (this.verified.size >= VERIFIED_TOKENS_KEPT)
        this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(
        token,
        Object.freeze({ ...claims, perms: Object.freeze([...claims.perms]) as Permission[] }),
      );
    }
    return claims;
  }

  private async verifyAccessSignature(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.accessKey, {
        algorithms: ['HS256'],
        issuer: 'visadesk',
      });
      if (typeof payload.sub !== 'string' || (payload.typ !== 'admin' && payload.typ !== 'user')) return null;
      const perms = Array.isArray(payload.perms) ? (payload.perms as Permission[]) : [];
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      const scope = payload.scope === 'enrol-2fa' ? 'enrol-2fa' : undefined;
      return { sub: payload.sub, typ: payload.typ, perms, sid, exp: payload.exp, scope };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

function derive(secret: string, purpose: string): Uint8Array {
  return createHash('sha256').update(`visadesk:${purpose}:${secret}`).digest();
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
