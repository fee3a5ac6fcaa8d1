import { ErrorCode, type Permission } from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { AccessClaims } from '../lib/tokens';
import { ENROL_SCOPE, enrolmentAllows } from '../modules/two-factor/enrolment-scope';

/** Who may call a route. Routes default to 'admin', so a forgotten setting fails closed. */
export type RouteAuth = 'public' | 'admin' | 'user' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    permission?: Permission;
  }
  interface FastifyRequest {
    principal: AccessClaims | null;
  }
}

const unauthorized = () => new AppError(401, ErrorCode.UNAUTHORIZED, 'Missing or invalid access token');
const forbidden = (why: string) => new AppError(403, ErrorCode.FORBIDDEN, why);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api')) return; // static files and the SPA
    const mode = request.routeOptions.config.auth ?? 'admin';
    const token = bearer(request);
    const claims = token ? await app.signer.verifyAccess(token) : null;
    request.principal = claims;
    if (mode === 'public') return;
    if (!claims) throw unauthorized();
    // ADMIN_2FA_REQUIRED: an admin who has not enrolled yet reaches only enrolment.
    if (claims.scope === ENROL_SCOPE && !enrolmentAllows(request.method, url)) {
      throw new AppError(403, ErrorCode.TWO_FACTOR_SETUP_REQUIRED, 'Set up two-factor sign-in first');
    }
    if (mode === 'admin' && claims.typ !== 'admin') throw forbidden('This endpoint is for back-office staff');
    if (mode === 'user' && claims.typ !== 'user') throw forbidden('This endpoint is for applicants');
    const permission = request.routeOptions.config.permission;
    if (permission && !claims.perms.includes(permission)) {
      throw forbidden(`The ${permission} permission is required`);
    }
  });
});
