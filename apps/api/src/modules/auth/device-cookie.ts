import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SubjectType } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { Db } from '@visadesk/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { deviceLocked } from './login-guard';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", docs/decisions/0030):
 * a browser that signed in to an account before carries a signed cookie naming that account and a
 * nonce. A sign-in with a valid one is judged by that device's own failures, not by the account's
 * lock, so whoever locks an account from elsewhere cannot lock its owner out.
 */

const VERSION = 'v1';

/** One cookie per kind of account, each sent only to its own sign-in route (and its /2fa step). */
const COOKIES: Record<SubjectType, { name: string; path: string }> = {
  admin: { name: 'visadesk_device_admin', path: endpoints.auth.loginAdmin.path },
  user: { name: 'visadesk_device_user', path: endpoints.users.login.path },
};

type DeviceSettings = Pick<Config, 'DEVICE_COOKIE_DAYS' | 'NODE_ENV'>;

const mac = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `v1.<type>.<account id>.<nonce>.<expiry, seconds>.<HMAC of the rest>`. */
export function signDeviceCookie(
  key: Uint8Array,
  type: SubjectType,
  accountId: string,
  days: number,
): string {
  const nonce = randomBytes(16).toString('base64url');
  const expires = Math.floor(Date.now() / 1000) + days * 86_400;
  const payload = [VERSION, type, accountId, nonce, String(expires)].join('.');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The cookie's nonce when it is ours, unaltered, unexpired and for this very account; else null. */
export function verifyDeviceCookie(
  key: Uint8Array,
  value: string | undefined,
  type: SubjectType,
  accountId: string | undefined,
): string | null {
  if (!value || !accountId) return null;
  const parts = value.split('.');
  if (parts.length !== 6) return null;
  const [version, kind, id, nonce, expires, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = mac(key, parts.slice(0, 5).join('.'));
  const given = Buffer.from(signature, 'base64url');
  // Length first: timingSafeEqual throws on buffers of different sizes.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (version !== VERSION || kind !== type || id !== accountId || !nonce) return null;
  if (!(Number(expires) * 1000 > Date.now())) return null;
  return nonce;
}

/**
 * The device's nonce when the request carries a valid cookie for this account and the device is
 * not locked by its own failures; null means "an unknown client", judged by the account's lock.
 */
export async function trustedDevice(
  deps: { db: Db; signer: { deviceKey: Uint8Array }; config: DeviceSettings },
  cookie: string | undefined,
  type: SubjectType,
  accountId: string | undefined,
): Promise<string | null> {
  if (deps.config.DEVICE_COOKIE_DAYS === 0) return null;
  const nonce = verifyDeviceCookie(deps.signer.deviceKey, cookie, type, accountId);
  if (!nonce) return null;
  return (await deviceLocked(deps.db, nonce)) ? null : nonce;
}

export const deviceCookieOf = (request: FastifyRequest, type: SubjectType): string | undefined =>
  request.cookies[COOKIES[type].name];

/** After a successful sign-in: a fresh cookie for this browser (HttpOnly, SameSite=Strict, sign-in path only). */
export function issueDeviceCookie(
  reply: FastifyReply,
  deps: { signer: { deviceKey: Uint8Array }; config: DeviceSettings },
  type: SubjectType,
  accountId: string,
): void {
  const days = deps.config.DEVICE_COOKIE_DAYS;
  if (days === 0) return;
  const { name, path } = COOKIES[type];
  reply.setCookie(name, signDeviceCookie(deps.signer.deviceKey, type, accountId, days), {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.NODE_ENV === 'production',
    path,
    maxAge: days * 86_400,
  });
}
