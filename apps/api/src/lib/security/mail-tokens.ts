import { createHash } from 'node:crypto';
import { EncryptJWT, errors as joseErrors, jwtDecrypt } from 'jose';

export type MailTokenPurpose = 'register' | 'reset-password' | 'ticket-answer';

/**
 * Tokens carried by mailed links. They are encrypted and authenticated (JWE, dir + A256GCM) with a
 * key derived from JWT_SECRET: the mailbox, mail relays and browser history see neither the
 * password hash nor the details inside, and any change to a token breaks it. The purpose is the
 * audience, so a reset token never verifies an email and an access token is never either.
 */
export class MailTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`visadesk:mail-token:${secret}`).digest();
  }

  seal(purpose: MailTokenPurpose, claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    return new EncryptJWT(claims)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuer('visadesk')
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .encrypt(this.key);
  }

  /** The claims, or null for any token that is malformed, forged, expired or for another purpose. */
  async open(purpose: MailTokenPurpose, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtDecrypt(token, this.key, {
        issuer: 'visadesk',
        audience: purpose,
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
