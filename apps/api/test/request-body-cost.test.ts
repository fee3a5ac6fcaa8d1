import { ErrorCode } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_VALUES } from '../src/lib/http/json-limits';
import { unstorableInput } from '../src/lib/http/storable-input';
import { adminHeaders, buildTestApp, uniqueIp } from './helpers';

const ctx = await buildTestApp();
const admin = await adminHeaders(ctx);

/** 450 000 numbers in 0.9 MB: under the server's 1 MB limit, hundreds of ms to parse and walk. */
const NUMBERS = `[${Array(450_000).fill(1).join(',')}]`;
const messages = (body: { message: string | string[] }) => [body.message].flat().join(' | ');

/** The JSON texts the server parsed while `send` ran, found by a marker only the test's body holds. */
async function parsedTexts(marker: string, send: () => Promise<unknown>) {
  const parse = vi.spyOn(JSON, 'parse');
  await send();
  return parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes(marker)).length;
}

afterEach(() => vi.restoreAllMocks());

describe('a hostile JSON body costs nothing before the request is known to be routed', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s to a path no route has is answered 404 without its body being parsed',
    async (method) => {
      const marker = `"marker-${method}"`;
      let res: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
      const parses = await parsedTexts(marker, async () => {
        res = await ctx.app.inject({
          method,
          url: '/api/no-such-route',
          headers: { 'content-type': 'application/json' },
          payload: `[${marker},${NUMBERS.slice(1)}`,
        });
      });
      expect(res?.statusCode, res?.body).toBe(404);
      expect(res?.json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        message: expect.stringContaining(method),
      });
      expect(parses).toBe(0);
    },
  );

  it('an authenticated route without a token answers 401 without parsing the body', async () => {
    const parses = await parsedTexts('"marker-401"', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/visa',
        headers: { 'content-type': 'application/json' },
        payload: `["marker-401",${NUMBERS.slice(1)}`,
      });
      expect(res.statusCode).toBe(401);
    });
    expect(parses).toBe(0);
  });

  it('450 000 numbers to a signed-in route are counted and refused, never parsed', async () => {
    const parses = await parsedTexts('"marker-visa"', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/visa',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: `{"marker-visa":${NUMBERS}}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION);
      expect(messages(res.json())).toBe(`body: more than ${MAX_JSON_VALUES} values`);
    });
    expect(parses).toBe(0);
  });

  it('a public route takes no more than JSON_BODY_LIMIT_BYTES, refused before it is parsed', async () => {
    const body = JSON.stringify({ email: 'a@visadesk.test', password: 'x'.repeat(70_000), marker: 'm-413' });
    const parses = await parsedTexts('m-413', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/loginAdmin',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    });
    expect(parses).toBe(0);
  });

  it("a visa's rich-text descriptions still go through past that limit", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa',
      headers: { ...admin, 'content-type': 'application/json' },
      // Not a valid visa: the schema answers, so the body was read and parsed.
      payload: JSON.stringify({
        descriptionEn: `<p>${'ب'.repeat(49_000)}</p>`,
        descriptionAr: 'x'.repeat(49_000),
      }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toMatch(/^body\./);
  });

  it('nesting deeper than 64 levels is refused before it is parsed', async () => {
    const deep = `${'['.repeat(65)}"marker-deep"${']'.repeat(65)}`;
    const parses = await parsedTexts('marker-deep', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/visa',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(messages(res.json())).toBe('body: nested deeper than 64 levels');
    });
    expect(parses).toBe(0);
  });
});

describe('the storable-input walk', () => {
  it('refuses more than MAX_JSON_VALUES values without visiting them', () => {
    expect(unstorableInput(Array(450_000).fill(1), 'body')).toBe(`body: more than ${MAX_JSON_VALUES} values`);
    const wide = Object.fromEntries(Array.from({ length: MAX_JSON_VALUES + 1 }, (_, i) => [`k${i}`, i]));
    expect(unstorableInput(wide, 'body')).toBe(`body: more than ${MAX_JSON_VALUES} values`);
    // Each array's items count against the one budget of the walk.
    const spread = Array.from({ length: 11 }, () => Array(1_000).fill(0));
    expect(unstorableInput(spread, 'body')).toBe(`body: more than ${MAX_JSON_VALUES} values`);
  });

  it('still names the field holding text PostgreSQL refuses, and takes real inputs', () => {
    expect(unstorableInput({ a: [{ b: 'x' }, { b: 'x\u0000' }] }, 'body')).toBe(
      'body.a.1.b: must not contain NUL characters or unpaired surrogates',
    );
    expect(unstorableInput({ a: { 'k\ud800': 1 } }, 'body')).toBe(
      'body.a: a field name must not contain NUL characters or unpaired surrogates',
    );
    let deep: unknown = 'x';
    for (let i = 0; i < 65; i++) deep = { a: deep };
    expect(unstorableInput(deep, 'body')).toMatch(/^body(\.a){64}: nested deeper than 64 levels$/);
    expect(unstorableInput({ travellers: Array(10).fill({ name: 'تركيا 😀' }) }, 'body')).toBeUndefined();
  });
});
