import { randomUUID } from 'node:crypto';
import {
  hasPermission,
  PERMISSIONS,
  type Permission,
  type PermissionRequirement,
  ROUTE_PERMISSIONS,
} from '@visadesk/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { tokensFor } from '../src/modules/auth/login';
import { authPlugin, type RouteAccess } from '../src/plugins/auth';
import { move, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { bearer, buildTestApp, createAdmin, createApplicant, login } from './helpers';

/**
 * The authorization matrix (ADR 0011): every route the app registers, called by an admin holding
 * no permission, each permission alone, and all of them, must answer 403 exactly when the
 * contract's table says the route needs more than the admin holds. Dummy ids and empty bodies
 * are enough: the guard runs before validation, so 400/404 means "let past the guard".
 */
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '100000' });
// The demo catalog goes only into a database without admins: seed it before the matrix adds some.
const catalog = await seedCatalog(ctx);

const routes = ctx.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
const adminRoutes = routes.filter((r) => r.auth === 'admin' || r.auth === 'any');
const guardedRoutes = routes.filter((r) => r.auth !== 'public');
const key = (r: RouteAccess) => `${r.method} ${r.url}`;
const table: Record<string, PermissionRequirement> = ROUTE_PERMISSIONS;

const PARAM_VALUES: Record<string, string> = { format: 'csv' };
const urlOf = (r: RouteAccess) =>
  r.url.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? randomUUID());

async function call(r: RouteAccess, headers: Record<string, string>) {
  const withBody = r.method === 'POST' || r.method === 'PATCH' || r.method === 'PUT';
  const request = {
    method: r.method as 'GET',
    url: urlOf(r),
    headers,
    ...(withBody ? { payload: {} } : {}),
  };
  if (r.url !== '/api/events/stream') return ctx.app.inject(request);
  // The event stream stays open when allowed: answer as soon as its head is written.
  const res = await ctx.app.inject({ ...request, payloadAsStream: true });
  const body = await readHead(res.stream());
  return { statusCode: res.statusCode, json: () => JSON.parse(body) };
}

/** The first chunk of a streamed response, then the stream is closed. */
async function readHead(stream: NodeJS.ReadableStream & { destroy(): void }): Promise<string> {
  const chunk = await new Promise<unknown>((resolve) => {
    stream.once('data', resolve);
    stream.once('end', () => resolve(''));
  });
  stream.destroy();
  return String(chunk);
}

async function adminWith(permissions: Permission[]) {
  const admin = await createAdmin(ctx, { permissions });
  const res = await login(ctx, admin.email, admin.password);
  expect(res.statusCode, res.body).toBe(200);
  return bearer(res.json().access_token as string);
}

const holders: { name: string; perms: Permission[] }[] = [
  { name: 'no permission', perms: [] },
  ...PERMISSIONS.map((p) => ({ name: `only ${p}`, perms: [p] })),
  { name: 'every permission', perms: [...PERMISSIONS] },
];

const matrixSize = adminRoutes.length * holders.length;
const guardSize = adminRoutes.filter((r) => r.auth === 'admin').length + guardedRoutes.length;
console.log(
  `authorization matrix: ${adminRoutes.length} admin routes × ${holders.length} permission sets = ${matrixSize} calls; ` +
    `plus ${guardSize} applicant/no-token calls`,
);

describe('every admin route declares its permission, as the contract says', () => {
  it('lists exactly the admin routes the app registers', () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.map(key).sort()).toEqual(Object.keys(table).sort());
  });

  it('declares on each route the permission the contract gives it', () => {
    for (const r of adminRoutes) expect([key(r), r.permission]).toEqual([key(r), table[key(r)]]);
  });
});

describe(`authorization matrix (${matrixSize} calls)`, () => {
  for (const holder of holders) {
    it(`answers 403 exactly where ${holder.name} is not enough`, async () => {
      const headers = await adminWith(holder.perms);
      const wrong: string[] = [];
      for (const r of adminRoutes) {
        const allowed = hasPermission(holder.perms, table[key(r)]!);
        const res = await call(r, headers);
        const refused = res.statusCode === 403;
        if (refused === allowed || res.statusCode === 401) {
          wrong.push(`${key(r)}: ${res.statusCode} (expected ${allowed ? 'allowed' : '403'})`);
        }
        if (refused && !allowed) expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('applicants and anonymous callers', () => {
  it("refuses an applicant's token on every admin-only route with 403", async () => {
    const applicant = await createApplicant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginUser',
      payload: { email: applicant.email, password: applicant.password },
    });
    const headers =
      res.statusCode === 200
        ? bearer(res.json().access_token as string)
        : bearer((await tokensFor(ctx.app, 'user', applicant.id, [])).access_token);
    const wrong: string[] = [];
    for (const r of adminRoutes.filter((x) => x.auth === 'admin')) {
      const status = (await call(r, headers)).statusCode;
      if (status !== 403) wrong.push(`${key(r)}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const r of guardedRoutes) {
      const status = (await call(r, {})).statusCode;
      if (status !== 401) wrong.push(`${key(r)}: ${status}`);
    }
    expect(guardedRoutes.length).toBeGreaterThan(adminRoutes.length);
    expect(wrong).toEqual([]);
  });
});

describe('failing closed at start-up', () => {
  async function appWith(config: Record<string, unknown>) {
    const app = Fastify();
    await app.register(authPlugin);
    app.get('/api/probe', { config }, async () => ({ ok: true }));
    return app;
  }

  it('refuses to start with an admin route that declares no permission', async () => {
    const app = await appWith({});
    await expect(app.ready()).rejects.toThrow(/GET \/api\/probe .* declares no permission/);
  });

  it("refuses an empty list (it would mean 'none' without saying so)", async () => {
    await expect((await appWith({ permission: [] })).ready()).rejects.toThrow(/empty permission list/);
  });

  it('refuses a permission on a public route, where it would never be checked', async () => {
    const app = await appWith({ auth: 'public', permission: 'edit-admins' });
    await expect(app.ready()).rejects.toThrow(/never be checked/);
  });

  it("starts with an explicit 'none', a permission or a list", async () => {
    for (const permission of ['none', 'view-finance', ['view-finance', 'export-data']]) {
      const app = await appWith({ permission });
      await expect(app.ready()).resolves.toBeDefined();
      await app.close();
    }
  });
});

describe('a status move that refunds a payment', () => {
  it('needs view-finance besides process-requests, and rolls back without it', async () => {
    const { iraq, visa } = catalog;
    const applicant = await createApplicant(ctx);
    const { access_token } = await tokensFor(ctx.app, 'user', applicant.id, []);
    const group = await submitGroup(ctx, { headers: bearer(access_token) }, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const cashier = await adminWith([...PERMISSIONS]);
    const cash = await ctx.app.inject({
      method: 'POST',
      url: '/api/gateways/record-cash-payment',
      headers: cashier,
      payload: { groupId: group.groupId },
    });
    expect(cash.statusCode, cash.body).toBe(201);

    const clerk = await adminWith(['process-requests']);
    const detail = await move(ctx, clerk, id, [{ status: 'InProcess' }]);
    const reject = (headers: Record<string, string>, version: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/requests/${id}`,
        headers,
        payload: { version, status: 'Rejected', reason: 'The embassy refused the application' },
      });
    const refused = await reject(clerk, detail.version);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain('view-finance');
    const unchanged = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${id}`, headers: clerk })
    ).json();
    expect(unchanged).toMatchObject({ status: 'InProcess', version: detail.version });

    const accountant = await adminWith(['process-requests', 'view-finance']);
    const done = await reject(accountant, detail.version);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refund).toMatchObject({ amount: visa.price, status: 'due' });
  });
});
