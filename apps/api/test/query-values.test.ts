import { ErrorCode } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
await seedCatalog(ctx);
const admin = await adminHeaders(ctx);

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
const messages = (body: { message: string | string[] }) => [body.message].flat().join(' | ');

describe('query values PostgreSQL cannot take are a 400 naming the field', () => {
  const lists = [
    '/api/requests/list',
    '/api/requests/export-list/csv',
    '/api/transactions/findAllByAdmin',
    '/api/transactions/exportAllByAdmin/csv',
    '/api/dashboard',
  ];

  for (const list of lists) {
    it.each([
      ['from', '0000-01-01'],
      ['from', '1899-12-31'],
      ['to', '2101-01-01'],
      ['to', '9999-12-31'],
    ])(`${list}?%s=%s`, async (field, value) => {
      const res = await get(`${list}?${field}=${value}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION);
      expect(messages(res.json())).toContain(
        `querystring.${field}: must be a day between 1900-01-01 and 2100-12-31`,
      );
    });

    it(`${list} takes the first and last day of the range`, async () => {
      // Two short periods: the dashboard also caps a period's length.
      for (const period of ['from=1900-01-01&to=1900-12-31', 'from=2100-01-01&to=2100-12-31']) {
        const res = await get(`${list}?${period}`);
        expect(res.statusCode, res.body).toBe(200);
      }
    });
  }

  it.each([
    '/api/requests/list',
    '/api/requests/export-list/xlsx',
    '/api/countries/list',
    '/api/visa/list',
    '/api/users/list',
    '/api/admin/list',
  ])('%s with search=NUL is refused', async (list) => {
    const res = await get(`${list}?search=%00`);
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toMatch(/querystring\.search: must not contain NUL characters/);
  });

  it('refuses a NUL inside a longer search and in any other query field', async () => {
    expect((await get('/api/requests/list?search=ali%00hassan')).statusCode).toBe(400);
    const res = await get('/api/transactions/findAllByAdmin?reference=VD-%00-1');
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toContain('querystring.reference');
  });

  it.each(['/api/transactions/findAllByAdmin', '/api/transactions/exportAllByAdmin/csv'])(
    '%s refuses an amount past what the amount column holds',
    async (list) => {
      const res = await get(`${list}?maxAmount=2147483648`);
      expect(res.statusCode, res.body).toBe(400);
      expect(messages(res.json())).toContain('querystring.maxAmount');
      expect((await get(`${list}?maxAmount=2147483647`)).statusCode).toBe(200);
    },
  );

  it('still finds Arabic and emoji searches (paired surrogates are fine)', async () => {
    expect((await get(`/api/requests/list?search=${encodeURIComponent('علي 😀')}`)).statusCode).toBe(200);
  });
});

describe('bodies with text PostgreSQL cannot store are a 400 naming the field', () => {
  it.each([
    ['a NUL character', 'Turkey\u0000'],
    ['a lone high surrogate', 'Turkey\ud800'],
    ['a lone low surrogate', '\udc00Turkey'],
  ])('%s', async (_, nameEn) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { ...admin, 'content-type': 'application/json' },
      // JSON.stringify escapes lone surrogates as \udXXX, so they arrive as such.
      payload: JSON.stringify({ nameEn, nameAr: 'تركيا', iso2: 'TQ' }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toContain(
      'body.nameEn: must not contain NUL characters or unpaired surrogates',
    );
  });

  it('refuses a traveller born in year 0', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests/create-request-group',
      headers: (await registerApplicant(ctx)).headers,
      payload: {
        visaId: '00000000-0000-4000-8000-000000000000',
        travellers: [{ nationalityId: '00000000-0000-4000-8000-000000000000', dateOfBirth: '0000-01-01' }],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toContain('body.travellers.0.dateOfBirth: must be a day between');
  });
});

describe('path ids that are not UUIDs are a 400', () => {
  it.each([
    '/api/countries/one/not-a-uuid',
    '/api/countries/one/1',
    '/api/visa/one/%00',
    '/api/requests/one-by-admin/00000000-0000-0000-0000-00000000000g',
    '/api/visa-requirements/one/DROP%20TABLE',
    '/api/events/123',
    '/api/visa/searchAvailableVisa/x/y',
    '/api/requests/00000000-0000-4000-8000-000000000000/documents/nope/file',
  ])('%s', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(ErrorCode.VALIDATION);
    expect(messages(res.json())).toMatch(/^params/);
  });
});

describe('path values PostgreSQL cannot take are a 400', () => {
  it('a request reference with a NUL in it', async () => {
    const res = await ctx.app.inject({
      url: '/api/requests/public-find-request-info/VD-2026-1%00?email=a@b.iq',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toContain('params.id: must not contain NUL characters');
  });

  it('a path segment over the router limit has the contract error body', async () => {
    const res = await get(`/api/countries/one/${'a'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'requestId', 'statusCode']);
  });
});

describe('database refusals behind the schemas are client errors', () => {
  it('an event about a request that does not exist is a 404 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: { type: 'ticket.opened', requestId: '199ee980-3ac3-49d1-a414-286985086792', params: {} },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: ErrorCode.NOT_FOUND,
      message: 'requestId: no such record',
      requestId: res.headers['x-request-id'],
    });
  });
});
