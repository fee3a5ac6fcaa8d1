import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@visadesk/contract';
import {
  APP_PAGES,
  type AppPage,
  type AppScripts,
  type RenderContext,
  renderAppPage,
  renderHome,
  renderNotFound,
  renderResults,
  renderRobots,
  renderSitemap,
  renderTrack,
  renderVisa,
  setAgencyTimeZone,
  splitLocale,
} from '@visadesk/portal/render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { homeData, resultsData, sitemapEntries, trackData, visaPageData } from '../modules/portal/pages';
import { PAGE_CSP } from './spa';

/** Set on requests that arrived on the portal's own port (server.ts, portal-server.ts). */
export const VIA_PORTAL_PORT = Symbol('visadesk.portal');

declare module 'fastify' {
  interface FastifyInstance {
    portal: {
      /** Whether a request is for the applicant portal (its port or one of its host names). */
      isPortal(raw: IncomingMessage): boolean;
      notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
    };
  }
}

/** The built app's entry and the chunks it imports at once, from Vite's manifest. */
function readAppScripts(dist: string): AppScripts | undefined {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const entry = Object.values(manifest).find((m) => m.isEntry);
  if (!entry) return undefined;
  const preload = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  return { entry: `/${entry.file}`, preload };
}

const localized = (path: string) => [path, path === '/' ? '/ar' : `/ar${path}`];

/**
 * The applicant portal (ADR 0021): server-rendered public pages (home, visa search and pages,
 * tracking, sitemap) and the shell of the applicant's app, on its own port and/or host names.
 * Its routes carry a `portal` constraint, so the back office keeps every path on its own address
 * and the portal answers `/`, `/ar`, … on its own; `/api` is the same on both.
 */
export const portalPlugin = fp(
  async (app: FastifyInstance) => {
    // The pages' clock (ADR 0033): their dates, and the <meta> the app reads in the browser.
    setAgencyTimeZone(app.config.AGENCY_TIME_ZONE);
    const hostnames = new Set(app.config.PORTAL_HOSTNAMES);
    const isPortal = (raw: IncomingMessage) => {
      if ((raw as unknown as Record<symbol, unknown>)[VIA_PORTAL_PORT]) return true;
      if (hostnames.size === 0) return false;
      const host = (raw.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      return hostnames.has(host);
    };
    app.addConstraintStrategy({
      name: 'portal',
      storage() {
        // find-my-way's handler type is not exported; the store only keeps what it is given.
        const stores = new Map<unknown, never>();
        return {
          get: (v: unknown) => stores.get(v) ?? null,
          set: (v: unknown, s: never) => {
            stores.set(v, s);
          },
        };
      },
      deriveConstraint: (req: IncomingMessage) => (isPortal(req) ? 'yes' : undefined),
      // Unconstrained routes (/api) still match portal requests.
      mustMatchWhenDerived: false,
    });
    const constraints = { portal: 'yes' };

    const dist = app.config.PORTAL_DIST_DIR;
    const scripts = readAppScripts(dist);
    if (!scripts) app.log.warn({ dist }, 'portal app build not found: its app pages load no script');
    if (existsSync(join(dist, 'portal-assets'))) {
      await app.register(fastifyStatic, {
        root: join(dist, 'portal-assets'),
        prefix: '/portal-assets/',
        decorateReply: false,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
      });
    }

    // Canonical and hreflang links, the sitemap and mails all name the portal by PORTAL_URL.
    const origin = (_request: FastifyRequest) => app.config.PORTAL_URL;
    const context = (request: FastifyRequest): RenderContext => {
      const { locale } = splitLocale(request.url);
      return { locale, origin: origin(request), url: request.url };
    };
    const html = (reply: FastifyReply, body: string, cache: string, status = 200) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', cache)
        .send(body);
    // Public pages change when staff edit the catalogue: a minute in caches is fresh enough.
    const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
    const localeOf = (request: FastifyRequest): Locale => splitLocale(request.url).locale;
    const page = { config: { auth: 'public' as const }, constraints, schema: { hide: true } };

    for (const url of localized('/')) {
      app.get(url, page, async (request, reply) =>
        html(reply, renderHome(context(request), await homeData(app, localeOf(request))), PUBLIC_CACHE),
      );
    }
    for (const url of localized('/visas')) {
      app.get(url, page, async (request, reply) => {
        const data = await resultsData(app, localeOf(request), request.query as Record<string, unknown>);
        return html(reply, renderResults(context(request), data), PUBLIC_CACHE);
      });
    }
    for (const url of localized('/visas/:id')) {
      app.get(url, page, async (request, reply) => {
        const data = await visaPageData(app, localeOf(request), (request.params as { id: string }).id);
        if (!data) return html(reply, renderNotFound(context(request)), 'no-cache', 404);
        return html(reply, renderVisa(context(request), data), PUBLIC_CACHE);
      });
    }
    for (const url of localized('/track')) {
      // Counted by trackData against the API lookup's own limits (one counter for every door).
      app.get(url, page, async (request, reply) => {
        const data = await trackData(app, request, request.query as Record<string, unknown>);
        const status = { 'not-found': 404, limited: 429 }[data.outcome as string] ?? 200;
        if (data.retryAfter) reply.header('retry-after', data.retryAfter);
        return html(reply, renderTrack(context(request), data), 'no-store', status);
      });
    }
    for (const [name, pattern] of Object.entries(APP_PAGES) as [AppPage, string][]) {
      for (const url of localized(pattern)) {
        app.get(url, page, async (request, reply) =>
          html(reply, renderAppPage(context(request), name, scripts), 'no-cache'),
        );
      }
    }
    app.get('/sitemap.xml', page, async (request, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderSitemap(origin(request), await sitemapEntries(app))),
    );
    app.get('/robots.txt', page, async (request, reply) =>
      reply.header('content-type', 'text/plain; charset=utf-8').send(renderRobots(origin(request))),
    );

    app.decorate('portal', {
      isPortal,
      notFound: (request: FastifyRequest, reply: FastifyReply) =>
        html(reply, renderNotFound(context(request)), 'no-cache', 404),
    });
  },
  { name: 'portal' },
);
