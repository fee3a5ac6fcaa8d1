import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from './application-fixtures';
import { buildTestApp, createAdmin } from './helpers';

type Operation = { security?: unknown[]; description?: string };
type Spec = { paths: Record<string, Record<string, Operation>>; security?: unknown[] };

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
await seedCatalog(ctx);
const spec = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as Spec;
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method, op })),
);

/** A concrete URL for a templated path: ids get a well-formed UUID, the export format `csv`. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'format' ? 'csv' : name === 'name' ? 'nothing.png' : '00000000-0000-4000-8000-000000000000',
  );

describe('the OpenAPI document', () => {
  it('declares security: [] on exactly the operations the server lets through without a token', async () => {
    expect(spec.security).toEqual([{ bearer: [] }]);
    // What the server enforces, found by calling each operation without a token: the auth hook
    // answers a route that needs one with this 401 before anything else runs.
    const wrong: string[] = [];
    for (const { path, method, op } of operations) {
      const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url: concrete(path) });
      const refused = res.statusCode === 401 && res.json().message === 'Missing or invalid access token';
      const documentedPublic = Array.isArray(op.security) && op.security.length === 0;
      if (refused === documentedPublic) wrong.push(`${method.toUpperCase()} ${path}`);
    }
    expect(wrong).toEqual([]);
    // The routes the issue names are among the public ones.
    for (const path of [
      '/api/auth/loginAdmin',
      '/api/captcha',
      '/api/health',
      '/api/countries/complete-list',
    ]) {
      expect(spec.paths[path]!.get?.security ?? spec.paths[path]!.post?.security).toEqual([]);
    }
    expect(spec.paths['/api/requests/list']!.get!.security).toBeUndefined();
  });

  it('documents the error answers every operation can give', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations) {
      const listed = Object.keys((op as { responses?: object }).responses ?? {});
      const expected = ['400'];
      if (!(Array.isArray(op.security) && op.security.length === 0)) expected.push('401', '403');
      if (['post', 'put', 'patch'].includes(method)) expected.push('413', '415');
      if (path.includes('{')) expected.push('404', '414');
      for (const status of expected) {
        if (!listed.includes(status)) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes the same sign-in body, captcha included, for applicants and staff', () => {
    type Schema = { $ref?: string; properties?: Record<string, unknown> };
    const components = (spec as unknown as { components: { schemas: Record<string, Schema> } }).components
      .schemas;
    const resolve = (schema: Schema): Schema =>
      schema.$ref ? resolve(components[schema.$ref.split('/').pop()!]!) : schema;
    const body = (path: string) =>
      (spec.paths[path]!.post as unknown as { requestBody: { content: Record<string, { schema: Schema }> } })
        .requestBody.content['application/json']!.schema;
    const user = resolve(body('/api/auth/loginUser'));
    expect(Object.keys(user.properties ?? {})).toEqual(['email', 'password', 'captcha']);
    expect(body('/api/auth/loginUser')).toEqual(body('/api/auth/loginAdmin'));
    // No leftover component tells a client generator that applicants sign in without a captcha.
    const captchaLess = Object.entries(components).filter(
      ([, s]) =>
        s.properties && 'password' in s.properties && 'email' in s.properties && !('captcha' in s.properties),
    );
    expect(captchaLess.map(([name]) => name).filter((name) => /login/i.test(name))).toEqual([]);
  });

  it('says who may call each protected operation', () => {
    expect(spec.paths['/api/Users/currentUserData']!.get!.description).toMatch(/Applicants only/);
    expect(spec.paths['/api/requests/list']!.get!.description).toMatch(/Back-office staff/);
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const source = astToString(await openapiTS(spec as never));
    const file = join(mkdtempSync(join(tmpdir(), 'visadesk-openapi-')), 'api.d.ts');
    writeFileSync(file, source);
    const types = readFileSync(file, 'utf8');
    expect(types).toContain('export interface paths');
    expect(types).toContain('"/api/auth/loginAdmin"');
    expect(types).toContain('"/api/countries/complete-list"');
  });
});

describe('a client generated from the document', () => {
  // openapi-fetch over real HTTP on loopback, with no token anywhere.
  const client = createClient<never>({ baseUrl: origin });

  it('signs in without a token', async () => {
    const admin = await createAdmin(ctx);
    const { data, error, response } = await (client as never as Client).POST('/api/auth/loginAdmin', {
      body: { email: admin.email, password: admin.password },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(200);
    expect(typeof (data as { access_token: string }).access_token).toBe('string');
  });

  it('calls a public lookup without a token', async () => {
    const { data, response } = await (client as never as Client).GET('/api/countries/complete-list', {});
    expect(response.status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
    expect((data as unknown[]).length).toBeGreaterThan(0);
  });

  it('is refused on a staff route without a token', async () => {
    const { response } = await (client as never as Client).GET('/api/requests/list', {});
    expect(response.status).toBe(401);
  });
});

/** The client's call shape without the generated types (they are checked by generation above). */
type Call = (
  path: string,
  init: { body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
type Client = { GET: Call; POST: Call };
