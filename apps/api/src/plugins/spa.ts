import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, isAppPath } from '@visadesk/contract';
import { AGENCY_TIME_ZONE_META } from '@visadesk/contract/time-zone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The pages' Content-Security-Policy (the back office's and the portal's). */
export const PAGE_CSP = pageCsp([]);

/**
 * The policy with inline scripts allowed by hash: the prerendered sign-in pages carry
 * theme-init.js inline (ADR 0016), and nothing else inline runs.
 */
export function pageCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Request documents (PDF, images) are previewed from blob: URLs fetched with the staff token.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Cache rules: hashed assets forever, translations a day, the shell and build manifest never. */
function cacheControl(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.includes('/_i18n/')) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * Pages the web build prerendered (ADR 0016; apps/web/scripts/prerender-login.mjs): the sign-in
 * form is in the HTML, painted before the app's JS runs.
 */
const PRERENDERED: Record<string, string> = {
  '/login': 'prerendered/en/login.html',
  '/ar/login': 'prerendered/ar/login.html',
};

/** The hashes of the prerendered pages' inline scripts (written by the web build), if any. */
function prerenderedScriptHashes(root: string): string[] {
  const file = join(root, 'prerendered', 'csp.json');
  if (!existsSync(file)) return [];
  const { scriptHashes } = JSON.parse(readFileSync(file, 'utf8')) as { scriptHashes?: unknown };
  return Array.isArray(scriptHashes)
    ? scriptHashes.filter((h): h is string => typeof h === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(h))
    : [];
}

/** A signed-in browser is sent from the sign-in page to the dashboard by the app: give it the shell. */
const SIGNED_IN_COOKIE = /(?:^|;\s*)accessToken=[^;]/;

/** Methods that never carry a body to parse: their unknown paths keep the pages' fallbacks below. */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/** The contract's 404 for a path no route has. */
function notFoundBody(request: FastifyRequest, path: string) {
  return {
    statusCode: 404,
    code: ErrorCode.NOT_FOUND,
    message: `Route ${request.method} ${path} not found`,
    requestId: request.id,
  };
}

/**
 * The page with the agency's zone in a `<meta>` (ADR 0033): the app reads it before its first date
 * renders, with no request of its own. The sign-in page carries it too, since the app goes on from
 * there without loading another page.
 */
export function withAgencyTimeZone(html: string, timeZone: string): string {
  const meta = `<meta name="${AGENCY_TIME_ZONE_META}" content="${timeZone}">`;
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`);
}

/** Serves the built back office; every non-API path gets the SPA, with 404 status for unknown pages. */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.WEB_DIST_DIR;
  // A validated IANA name (config.ts): letters, digits, `/_+-` only, nothing to escape in HTML.
  const timeZone = app.config.AGENCY_TIME_ZONE;
  const hasBuild = existsSync(join(root, 'index.html'));
  const prerendered = new Map(Object.entries(PRERENDERED).filter(([, file]) => existsSync(join(root, file))));
  const prerenderedCsp = pageCsp(prerenderedScriptHashes(root));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build ships .br and .gz next to each asset.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControl(path)),
    });
  } else {
    app.log.warn({ root }, 'web build not found: only the API is served');
  }

  // A body sent to a path no route has is never read, parsed or walked: answered at once.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || BODYLESS.has(request.method)) return;
    return reply.status(404).send(notFoundBody(request, request.url.split('?')[0] ?? '/'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // The portal's own 404 page (in its language) for any page path it does not have.
    if (!isApi && request.method === 'GET' && app.portal?.isPortal(request.raw)) {
      return app.portal.notFound(request, reply);
    }
    // Missing files (a stale chunk, a typo) get a plain 404, never the HTML shell.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || isFile || !hasBuild || request.method !== 'GET') {
      return reply.status(404).send(notFoundBody(request, path));
    }
    const page = prerendered.get(path);
    const signedIn = SIGNED_IN_COOKIE.test(request.headers.cookie ?? '');
    const sendPrerendered = Boolean(page) && !signedIn;
    return reply
      .status(isAppPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', sendPrerendered ? prerenderedCsp : PAGE_CSP)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(
        withAgencyTimeZone(
          await readFile(join(root, sendPrerendered ? page! : 'index.html'), 'utf8'),
          timeZone,
        ),
      );
  });
});
