import {
  ErrorCode,
  hasPermission,
  type PermissionRequirement,
  requiredPermissions,
} from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/http/errors';
import type { AccessClaims } from '../lib/security/tokens';
import { ENROL_SCOPE, enrolmentAllows } from '../modules/auth/enrolment-scope';
import { SessionCache } from '../modules/auth/session-check';

/** Who may call a route. Routes default to 'admin', so a forgotten setting fails closed. */
export type RouteAuth = 'public' | 'admin' | 'user' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * What an admin needs to call the route: `'none'` (any active admin), one permission, or a
     * list meaning all of them. Required on every route an admin can reach; see ADR 0011.
     */
    permission?: PermissionRequirement;
  }
  interface FastifyRequest {
    principal: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it, as registered (the authorization test walks it). */
    routeAccess: RouteAccess[];
    /** Each access token's session as the database has it, remembered for a few seconds. */
    sessions: SessionCache;
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

export interface RouteAccess {
  method: string;
  url: string;
  auth: RouteAuth;
  permission: PermissionRequirement | undefined;
  /** As the route file gave it: the endpoint-table test holds it to the contract's. */
  schema: RouteOptions['schema'];
}

/**
 * Fails closed at start-up: a route an admin can call ('admin', the default, or 'any') must say
 * which permission it needs, even if that is 'none', so no new route is open to every admin by
 * forgetting. Public and applicant routes must not declare one (it would never be checked).
 */
export function checkRoutePermission(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  if (!route.url.startsWith('/api')) return;
  const config = (route.config ?? {}) as { auth?: RouteAuth; permission?: PermissionRequirement };
  const mode = config.auth ?? 'admin';
  const name = `${String(route.method)} ${route.url}`;
  if (mode === 'public' || mode === 'user') {
    if (config.permission !== undefined) {
      throw new Error(`Route ${name} is ${mode} but declares a permission that would never be checked`);
    }
    return;
  }
  const declared = config.permission;
  if (declared === undefined) {
    throw new Error(
      `Route ${name} is open to admins but declares no permission: set config.permission ` +
        `(a permission, a list meaning all of them, or 'none' for any active admin)`,
    );
  }
  if (declared !== 'none' && requiredPermissions(declared).length === 0) {
    throw new Error(`Route ${name} declares an empty permission list; use 'none' to mean any admin`);
  }
}

export interface AuthPluginOptions {
  /** How long a session's state is trusted before it is read again (tests use 0). */
  sessionCacheMs?: number | undefined;
}

/** A revoked session, deactivated admin or removed permission reaches this instance within this. */
export const SESSION_CACHE_MS = 5_000;

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('principal', null);
  app.decorate('sessions', new SessionCache(app.db, options.sessionCacheMs ?? SESSION_CACHE_MS));
  const routeAccess: RouteAccess[] = [];
  const registered: RouteOptions[] = [];
  app.decorate('routeAccess', routeAccess);
  // Collected as routes are added, checked once all are: other scopes' onRoute hooks (the docs
  // pages mark themselves public) run after this one and may still change a route's config.
  app.addHook('onRoute', (route) => void registered.push(route));
  app.addHook('onReady', async () => {
    for (const route of registered) {
      checkRoutePermission(route);
      if (!route.url.startsWith('/api')) continue;
      for (const method of [route.method].flat()) {
        routeAccess.push({
          method,
          url: route.url,
          auth: route.config?.auth ?? 'admin',
          permission: route.config?.permission,
          schema: route.schema,
        });
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api')) return; // static files and the SPA
    const mode = request.routeOptions.config.auth ?? 'admin';
    const token = bearer(request);
    const signed = token ? await app.signer.verifyAccess(token) : null;
    // A signature only says who signed in, once: the session must still be live, the account
    // active, and an admin's permissions are the ones the database holds now (ADR 0011).
    const session = signed ? await app.sessions.check(signed) : null;
    const claims = signed && session?.ok ? { ...signed, perms: session.perms } : null;
    request.principal = claims; // a public route sees an ended session as no token at all
    if (mode === 'public') return;
    if (!claims) throw unauthorized();
    // ADMIN_2FA_REQUIRED: an admin who has not enrolled yet reaches only enrolment.
    if (claims.scope === ENROL_SCOPE && !enrolmentAllows(request.method, url)) {
      throw new AppError(403, ErrorCode.TWO_FACTOR_SETUP_REQUIRED, 'Set up two-factor sign-in first');
    }
    if (mode === 'admin' && claims.typ !== 'admin') throw forbidden('This endpoint is for back-office staff');
    if (mode === 'user' && claims.typ !== 'user') throw forbidden('This endpoint is for applicants');
    // Applicants reach 'any' routes; the handler then limits them to their own data.
    if (claims.typ !== 'admin') return;
    const permission = request.routeOptions.config.permission;
    if (permission === undefined) throw forbidden('This endpoint declares no permission'); // fail closed
    if (!hasPermission(claims.perms, permission)) {
      const needed = requiredPermissions(permission);
      throw forbidden(`Needs the ${needed.join(' and ')} permission${needed.length > 1 ? 's' : ''}`);
    }
  });
});
