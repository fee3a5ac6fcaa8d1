import { newPublicReference, PUBLIC_REFERENCE_ALPHABET, PUBLIC_REFERENCE_LENGTH } from '@visadesk/contract';
import { eq, requests, sql } from '@visadesk/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { move, registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp, uniqueEmail, uniqueIp } from './helpers';
import { reachable, servicesRequired, TEST_REDIS_URL } from './services';

// The public tracking lookup (ADR 0029): unguessable references, one limit per reference and per
// email whichever door and address is used, and only what a tracker needs in the answer.
const PORTAL = 'apply.test';
const ctx = await buildTestApp({ PORTAL_HOSTNAMES: PORTAL, TRACKING_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);

const GROUPED = new RegExp(`^([${PUBLIC_REFERENCE_ALPHABET}]{5}-){2}[${PUBLIC_REFERENCE_ALPHABET}]{5}$`);

const api = (app: typeof ctx, reference: string, query: string, ip = uniqueIp()) =>
  app.app.inject({
    url: `/api/requests/public-find-request-info/${encodeURIComponent(reference)}?${query}`,
    remoteAddress: ip,
  });
const page = (app: typeof ctx, path: string, reference: string, secret: string, ip = uniqueIp()) =>
  app.app.inject({
    url: `${path}?reference=${encodeURIComponent(reference)}&secret=${encodeURIComponent(secret)}`,
    headers: { host: PORTAL },
    remoteAddress: ip,
  });

afterEach(() => vi.restoreAllMocks());

describe('public references', () => {
  it('are 15 characters of a 30-letter alphabet (over 60 bits) drawn from the CSPRNG alone', () => {
    expect(PUBLIC_REFERENCE_LENGTH * Math.log2(PUBLIC_REFERENCE_ALPHABET.length)).toBeGreaterThan(60);
    expect(PUBLIC_REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    const draw = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const many = Array.from({ length: 2000 }, newPublicReference);
    expect(draw).toHaveBeenCalled();
    expect(new Set(many).size).toBe(many.length);
    // Every character is used and none dominates (a uniform draw gives each about 1000 of 30 000).
    const counts = new Map<string, number>();
    for (const ch of many.join('')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(PUBLIC_REFERENCE_ALPHABET.length);
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
    // Nothing but the random bytes decides it: the same bytes give the same reference.
    draw.mockImplementation((array) => {
      new Uint8Array(array.buffer).fill(7);
      return array;
    });
    expect(newPublicReference()).toBe(PUBLIC_REFERENCE_ALPHABET[7]!.repeat(PUBLIC_REFERENCE_LENGTH));
  });

  it('are given to new requests, shown grouped, unrelated to the id or the staff reference', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    const [a, b] = group.requests;
    for (const r of [a!, b!]) {
      expect(r.publicReference).toMatch(GROUPED);
      expect(r.publicReference).not.toContain(r.reference.slice(-6));
    }
    expect(a!.publicReference).not.toBe(b!.publicReference);
    const detail = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${a!.id}`, headers: admin })
    ).json();
    expect(detail.publicReference).toBe(a!.publicReference);
  });

  it('are given by the database to rows written without one (raw inserts, existing requests)', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, id));
    const copy = { ...row!, id: crypto.randomUUID(), reference: `${row!.reference}-RAW` };
    const { publicReference: _, searchText: __, ...rest } = copy;
    await ctx.db.insert(requests).values({ ...rest, publicReference: sql`default` });
    const [raw] = await ctx.db.select().from(requests).where(eq(requests.id, copy.id));
    expect(raw!.publicReference).toMatch(new RegExp(`^[${PUBLIC_REFERENCE_ALPHABET}]{15}$`));
    expect(raw!.publicReference).not.toBe(row!.publicReference);
    await ctx.db.delete(requests).where(eq(requests.id, copy.id));
  });

  it('cannot be found by counting: a scan of staff references with a known email finds nothing', async () => {
    const email = 'known.traveller@mail.example';
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id, { email })]);
    const known = group.requests[0]!;
    const [year, seq] = known.reference.split('-').slice(1);
    const guesses = Array.from(
      { length: 20 },
      (_, i) => `VD-${year}-${String(Number(seq) - 10 + i).padStart(6, '0')}`,
    );
    const answers = await Promise.all(guesses.map((ref) => api(ctx, ref, `email=${email}`)));
    expect(answers.filter((r) => r.statusCode === 200)).toEqual([]);
    expect(answers.map((r) => r.statusCode)).toEqual(guesses.map(() => 400));
    expect(answers[0]!.json().message).toEqual([
      expect.stringMatching(/^params.id: must be the 15-character tracking reference/),
    ]);
    // The public reference, in any case and with or without dashes, is what finds it.
    const ok = await api(ctx, known.publicReference.toLowerCase().replaceAll('-', ' '), `email=${email}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().reference).toBe(known.publicReference);
  });
});

describe('what a tracker sees', () => {
  it('is the status, visa and last change only: never the staff’s reason or notes, on the API or the pages', async () => {
    const email = 'sent.back@mail.example';
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id, { email })]);
    const request = group.requests[0]!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/gateways/record-cash-payment',
      headers: admin,
      payload: { groupId: group.groupId },
    });
    await move(ctx, admin, request.id, [
      { status: 'InProcess' },
      { status: 'Modified', reason: 'STAFF-REASON-photo-too-dark' },
    ]);
    const detail = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${request.id}`, headers: admin })
    ).json();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${request.id}`,
      headers: admin,
      payload: { version: detail.version, note: 'INTERNAL-NOTE-caller-was-rude' },
    });

    const res = await api(ctx, request.publicReference, `email=${email}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['reference', 'status', 'updatedAt', 'visa']);
    expect(res.json()).toMatchObject({ reference: request.publicReference, status: 'Modified' });
    for (const path of ['/track', '/ar/track']) {
      const html = await page(ctx, path, request.publicReference, email);
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain(request.publicReference);
      expect(html.body).toContain('status Modified');
      expect(html.body).not.toContain('STAFF-REASON');
      expect(html.body).not.toContain('INTERNAL-NOTE');
    }
    expect(res.body).not.toContain('STAFF-REASON');
    expect(res.body).not.toContain('INTERNAL-NOTE');
    // The signed-in applicant still reads the reason on their own pages.
    const own = await ctx.app.inject({
      url: `/api/applicant/requests/${request.id}`,
      headers: applicant.headers,
    });
    expect(own.json().reason).toBe('STAFF-REASON-photo-too-dark');
  });
});

const limited = await buildTestApp({ PORTAL_HOSTNAMES: PORTAL, TRACKING_RATE_LIMIT_MAX: '5' });
const cat = await seedCatalog(limited);
const person = await registerApplicant(limited);

describe('the tracking limit', () => {
  // Each attempt from a new address, through the API, /track and /ar/track in turn.
  const doors = [
    (ref: string, proof: string) =>
      api(limited, ref, proof.includes('@') ? `email=${proof}` : `passportNumber=${proof}`),
    (ref: string, proof: string) => page(limited, '/track', ref, proof),
    (ref: string, proof: string) => page(limited, '/ar/track', ref, proof),
  ];
  const attempt = (i: number, ref: string, proof: string) => doors[i % doors.length]!(ref, proof);

  it('allows five lookups per email across addresses and doors, then answers 429 everywhere', async () => {
    const email = 'target@mail.example';
    const group = await submitGroup(limited, person, cat.visa.id, [traveller(cat.iraq.id, { email })]);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await attempt(i, newPublicReference(), email)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429]);
    // Now even the right reference with that email waits, on every door.
    for (let i = 0; i < 3; i++) {
      const res = await attempt(i, group.requests[0]!.publicReference, email);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).not.toContain('status Requested');
    }
    const limitedPage = await page(limited, '/ar/track', group.requests[0]!.publicReference, email);
    expect(limitedPage.body).toContain('محاولات كثيرة');
  });

  it('allows five lookups per reference with any email or passport from any address', async () => {
    const group = await submitGroup(limited, person, cat.visa.id, [traveller(cat.iraq.id)]);
    const ref = group.requests[0]!.publicReference;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const proof = i % 2 ? `guess${i}@mail.example` : `P${1000000 + i}`;
      statuses.push((await attempt(i, ref, proof)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
  });

  it('counts malformed guesses too, and a lookup of another email and reference still works', async () => {
    const email = 'scanner@mail.example';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await api(limited, `VD-2026-00000${i}`, `email=${email}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const other = await submitGroup(limited, person, cat.visa.id, [
      traveller(cat.iraq.id, { email: 'fine@mail.example' }),
    ]);
    const ok = await api(limited, other.requests[0]!.publicReference, 'email=fine@mail.example');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

// With REDIS_URL the counters live in Redis: two instances count as one. A secret of this run's
// own keeps its HMAC keys apart from any other run sharing the Redis.
const redisUp = (await reachable(TEST_REDIS_URL, 6379)) || servicesRequired;
const sharedEnv = {
  REDIS_URL: TEST_REDIS_URL,
  TRACKING_RATE_LIMIT_MAX: '5',
  JWT_SECRET: `tracking-test-${crypto.randomUUID()}`,
};
const instances = redisUp ? await Promise.all([buildTestApp(sharedEnv), buildTestApp(sharedEnv)]) : [];

describe.skipIf(!redisUp)('the tracking limit with REDIS_URL', () => {
  it('is one counter for every instance', async () => {
    const [one, two] = instances;
    const email = uniqueEmail('tracked');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push((await api(i % 2 ? two! : one!, newPublicReference(), `email=${email}`)).statusCode);
    }
    expect(codes).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });
});
