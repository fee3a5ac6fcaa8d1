import { errorSchema } from '@visadesk/contract';
import { type AnyEndpoint, endpoints } from '@visadesk/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

// With a metrics token, so the metrics route is there too.
const ctx = await buildTestApp({ METRICS_TOKEN: 'endpoint-table-metrics-token' });

/**
 * What the API serves under /api, less the docs pages (swagger-ui's own files) and the payment
 * sandbox, which stands in for the providers' servers and speaks their protocols, not ours.
 */
const served = ctx.app.routeAccess.filter(
  (r) => r.method !== 'HEAD' && !/^\/api\/(docs|sandbox)(\/|$)/.test(r.url),
);
const table: AnyEndpoint[] = Object.values(endpoints).flatMap((area) => Object.values(area));
const key = (method: string, path: string) => `${method} ${path}`;

describe('the endpoint table', () => {
  it('declares every route the API serves, each once', () => {
    const declared = table.map((e) => key(e.method, e.path));
    expect(new Set(declared).size).toBe(declared.length);
    const missing = served.map((r) => key(r.method, r.url)).filter((k) => !declared.includes(k));
    expect(missing).toEqual([]);
  });

  it('declares no route the API does not serve', () => {
    // hasRoute also sees the metrics route, which is registered before the auth plugin's listing.
    const unknown = table.filter((e) => !ctx.app.hasRoute({ method: e.method, url: e.path }));
    expect(unknown.map((e) => key(e.method, e.path))).toEqual([]);
  });

  it('says who may call each one, as the route does', () => {
    const auth = new Map(table.map((e) => [key(e.method, e.path), e.auth]));
    const wrong = served.filter((r) => auth.get(key(r.method, r.url)) !== r.auth);
    expect(served.length).toBeGreaterThan(90);
    expect(wrong.map((r) => `${key(r.method, r.url)} is ${r.auth}`)).toEqual([]);
  });

  it('has each route validate and answer with the very schema objects of the table', () => {
    const byKey = new Map(table.map((e) => [key(e.method, e.path), e]));
    const wrong: string[] = [];
    for (const route of served) {
      const k = key(route.method, route.url);
      const endpoint = byKey.get(k) as AnyEndpoint & Record<string, unknown>;
      if (!endpoint) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
      // A multipart body is read by the handler, not validated: the route declares none.
      const body = endpoint.body && 'multipart' in (endpoint.body as object) ? undefined : endpoint.body;
      if (schema.body !== body) wrong.push(`${k} body`);
      if (schema.querystring !== endpoint.query) wrong.push(`${k} query`);
      if (schema.params !== endpoint.params) wrong.push(`${k} params`);
      const answers = (endpoint.responses ?? {}) as Record<string, unknown>;
      const statuses = new Set([...Object.keys(answers), ...Object.keys(schema.response ?? {})]);
      for (const status of statuses) {
        const given = schema.response?.[status];
        // Error answers are the contract's one error shape, written by each route file.
        if (given === errorSchema && !(status in answers)) continue;
        if (given !== answers[status]) wrong.push(`${k} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
