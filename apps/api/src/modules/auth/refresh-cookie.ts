import type { IncomingMessage } from 'node:http';
import { ErrorCode, STAFF_REFRESH_COOKIE } from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/http/errors';

/**
 * The back office's refresh token in an HttpOnly, SameSite=Strict cookie on the auth routes'
 * path (ADR 0031). The portal's address (its port or host names) neither sets, reads nor clears
 * it: cookies ignore ports, so on one host the portal's own `/api` would otherwise receive it.
 */
interface CookieApp {
  config: Pick<Config, 'NODE_ENV' | 'REFRESH_TOKEN_TTL_DAYS'>;
  portal: { isPortal(raw: IncomingMessage): boolean };
}

const forPortal = (app: CookieApp, request: FastifyRequest) => app.portal.isPortal(request.raw);

/**
 * Whether the request may use the cookie: sent by the back office's own pages, never another
 * origin of the same site (the portal on another port is same-site, so SameSite alone lets it
 * through), and as JSON, which a cross-origin page cannot send without a preflight we refuse.
 */
function fromBackOffice(app: CookieApp, request: FastifyRequest): boolean {
  if (forPortal(app, request)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    try {
      // Both through URL, so a default port (http://host:80) compares equal to its absence.
      const from = new URL(origin);
      if (from.host !== new URL(`${from.protocol}//${request.host}`).host) return false;
    } catch {
      return false;
    }
  }
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

export function setRefreshCookie(
  app: CookieApp,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  if (forPortal(app, request)) return;
  reply.setCookie(STAFF_REFRESH_COOKIE.name, token, {
    path: STAFF_REFRESH_COOKIE.path,
    httpOnly: true,
    sameSite: 'strict',
    // Production is served over HTTPS; the demo on http://localhost still works without.
    secure: app.config.NODE_ENV === 'production',
    maxAge: app.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}

export function clearRefreshCookie(app: CookieApp, request: FastifyRequest, reply: FastifyReply): void {
  if (!fromBackOffice(app, request)) return;
  reply.clearCookie(STAFF_REFRESH_COOKIE.name, {
    path: STAFF_REFRESH_COOKIE.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.NODE_ENV === 'production',
  });
}

/**
 * The refresh token a staff renewal or sign-out uses: the body's (the spec's API), else the
 * cookie's when the back office itself sent the request. Undefined when there is neither.
 */
export function staffRefreshToken(
  app: CookieApp,
  request: FastifyRequest,
  bodyToken: string | undefined,
): { token: string; via: 'body' | 'cookie' } | undefined {
  if (bodyToken) return { token: bodyToken, via: 'body' };
  const cookie = request.cookies[STAFF_REFRESH_COOKIE.name];
  if (!cookie || forPortal(app, request)) return undefined;
  if (!fromBackOffice(app, request)) {
    throw new AppError(
      403,
      ErrorCode.FORBIDDEN,
      "The session cookie is accepted only from the back office's own pages, as JSON",
    );
  }
  return { token: cookie, via: 'cookie' };
}

/** The 400 of a staff renewal that carries no refresh token at all. */
export const noRefreshToken = () =>
  new AppError(400, ErrorCode.VALIDATION, [
    "body.refreshToken: Required (or the back office's session cookie)",
  ]);
