import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const systemTable = endpoints.system;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Who may call the route, in words, for the operation's description. */
function whoMayCall(config: RouteOptions['config']): string | undefined {
  const { auth = 'admin', permission } = (config ?? {}) as { auth?: string; permission?: unknown };
  // 'none' means any active admin; a list means all of them (see the auth plugin).
  const needs = [permission]
    .flat()
    .filter((p) => p && p !== 'none')
    .join(' and ');
  const staff = needs
    ? `Back-office staff with the ${needs} permission${needs.includes(' and ') ? 's' : ''}.`
    : 'Back-office staff.';
  if (auth === 'admin') return staff;
  if (auth === 'user') return "Applicants only (an applicant's access token).";
  if (auth === 'any') return 'Back-office staff or applicants.';
  return undefined;
}

/**
 * The contract's zod schemas as JSON Schema, plus each operation's security read from the route's
 * own `config.auth` (the same setting the auth plugin enforces): public routes declare
 * `security: []` so generated clients and /api/docs call them without a token.
 */
export function securedTransform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const config = (input.route as RouteOptions).config;
  const schema = { ...(out.schema as Record<string, unknown>) };
  if ((config as { auth?: string } | undefined)?.auth === 'public') {
    schema.security = [];
  } else {
    const who = whoMayCall(config);
    const description = schema.description as string | undefined;
    if (who) schema.description = description ? `${description}\n\n${who}` : who;
  }
  schema.response = withErrorAnswers(schema, config, (input.route as RouteOptions).method);
  return { ...out, schema };
}

const ERROR_BODY = { $ref: '#/components/schemas/Error' };

/**
 * The error answers every route can give whether or not it lists them: invalid input (400), no
 * or a wrong token (401, 403), a body that is not JSON (415) or over the route's limit (413,
 * JSON_BODY_LIMIT_BYTES unless the route takes more), a path naming nothing (404) or a
 * segment over the router's limit (414), too many attempts on rate-limited routes (429). All of
 * them carry the contract's error body.
 */
function withErrorAnswers(
  schema: Record<string, unknown>,
  config: RouteOptions['config'],
  method: RouteOptions['method'],
) {
  const declared = schema.response as Record<string, unknown> | undefined;
  // Without a response schema Swagger documents a bare 200; keep it (streams and downloads).
  const response: Record<string, unknown> = declared
    ? { ...declared }
    : { 200: { type: 'null', description: 'Default Response' } };
  const { auth, rateLimit } = (config ?? {}) as { auth?: string; rateLimit?: unknown };
  const statuses = [400];
  if (auth !== 'public') statuses.push(401, 403);
  // Fastify answers any body it has no parser for with 415, whether or not the route reads one.
  if ([method].flat().some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) statuses.push(413, 415);
  if (schema.params) statuses.push(404, 414);
  if (rateLimit) statuses.push(429);
  for (const status of statuses) response[status] ??= ERROR_BODY;
  return response;
}

/**
 * The docs pages' Content-Security-Policy: Swagger UI's own scripts, styles and images from here,
 * its calls to this API, nothing inline and nothing from elsewhere (its validator badge is off).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  // Swagger UI's icons are data: URIs in its stylesheet.
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** OpenAPI 3.1 generated from the contract's zod schemas; browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'VisaDesk API',
        version: app.appVersion,
        description: 'Back office and applicant API of VisaDesk',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: securedTransform as typeof jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs pages are public; only the routes registered in this scope are marked so.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      // validatorUrl: null: no badge from validator.swagger.io. BaseLayout: no top bar, whose
      // logo carries an inline <style> that style-src 'self' blocks.
      uiConfig: { deepLinking: true, validatorUrl: null, layout: 'BaseLayout' },
      staticCSP: DOCS_CSP,
    });
  });
  app.get(systemTable.openapi.path, { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});
