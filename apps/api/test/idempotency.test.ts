import { count, eq, idempotencyKeys, requestGroups, sql, transactions } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import type { ZainCashAdapter } from '../src/modules/payments/zaincash';
import { call, portalSetup, submitOne } from './applicant-fixtures';
import { traveller } from './application-fixtures';

/**
 * `Idempotency-Key` on creating a request group and on starting a payment (plugins/idempotency.ts):
 * a retry gets the first answer without the work being done twice; the key belongs to one account.
 */
const { ctx, iraq, visa, alice, bob } = await portalSetup();

const CREATE = '/api/requests/create-request-group';
let keys = 0;
const newKey = () => `draft-${Date.now()}-${++keys}`;

function create(who: { headers: Record<string, string> }, key: string | null, body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: CREATE,
    headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

const groupsOf = async (userId: string) =>
  (await ctx.db.select({ n: count() }).from(requestGroups).where(eq(requestGroups.userId, userId)))[0]!.n;

describe('Idempotency-Key on creating a request group', () => {
  it('answers a retry with the first answer and creates one group only', async () => {
    const key = newKey();
    const body = { visaId: visa.id, travellers: [traveller(iraq.id)] };
    const before = await groupsOf(alice.id);
    const first = await create(alice, key, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(alice, key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.body).toBe(first.body);
    expect(await groupsOf(alice.id)).toBe(before + 1);
  });

  it('refuses the same key with a different body: 422 IDEMPOTENCY_KEY_REUSED, nothing created', async () => {
    const key = newKey();
    expect((await create(alice, key, { visaId: visa.id, travellers: [traveller(iraq.id)] })).statusCode).toBe(
      201,
    );
    const before = await groupsOf(alice.id);
    const other = await create(alice, key, {
      visaId: visa.id,
      travellers: [traveller(iraq.id), traveller(iraq.id)],
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await groupsOf(alice.id)).toBe(before);
  });

  it("keeps each account's keys apart: another applicant's request with the same key is their own", async () => {
    const key = newKey();
    const body = { visaId: visa.id, travellers: [traveller(iraq.id)] };
    const mine = await create(alice, key, body);
    const before = await groupsOf(bob.id);
    const theirs = await create(bob, key, body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().groupId).not.toBe(mine.json().groupId);
    expect(await groupsOf(bob.id)).toBe(before + 1);
  });

  it('does the work once when two requests with one key arrive together', async () => {
    const key = newKey();
    const body = { visaId: visa.id, travellers: [traveller(iraq.id)] };
    const before = await groupsOf(alice.id);
    const answers = await Promise.all([create(alice, key, body), create(alice, key, body)]);
    expect(await groupsOf(alice.id)).toBe(before + 1);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of created) expect(a.json().groupId).toBe(created[0]!.json().groupId);
    for (const a of answers.filter((x) => x.statusCode !== 201))
      expect(a.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
  });

  it('keeps nothing of a failed request, so a corrected retry with the same key does the work', async () => {
    const key = newKey();
    const closed = await create(alice, key, {
      visaId: '00000000-0000-4000-8000-000000000000',
      travellers: [traveller(iraq.id)],
    });
    expect(closed.statusCode).toBe(400);
    const fixed = await create(alice, key, { visaId: visa.id, travellers: [traveller(iraq.id)] });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with a 400 naming the header, doing nothing', async () => {
    const before = await groupsOf(alice.id);
    for (const key of ['short', 'has a space in it', 'ключ-не-ascii', 'x'.repeat(129)]) {
      const res = await create(alice, key, { visaId: visa.id, travellers: [traveller(iraq.id)] });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(String(res.json().message)).toContain('headers.idempotency-key');
    }
    expect(await groupsOf(alice.id)).toBe(before);
  });

  it('works as before without the header: each request creates its group', async () => {
    const body = { visaId: visa.id, travellers: [traveller(iraq.id)] };
    const before = await groupsOf(alice.id);
    const a = await create(alice, null, body);
    const b = await create(alice, null, body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().groupId).not.toBe(b.json().groupId);
    expect(await groupsOf(alice.id)).toBe(before + 2);
  });

  it('forgets a key after 24 hours, and frees one whose first request died unanswered', async () => {
    const expired = newKey();
    expect(
      (await create(alice, expired, { visaId: visa.id, travellers: [traveller(iraq.id)] })).statusCode,
    ).toBe(201);
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, expired));
    const later = await create(alice, expired, {
      visaId: visa.id,
      travellers: [traveller(iraq.id), traveller(iraq.id)],
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().requests).toHaveLength(2);

    const abandoned = newKey();
    await ctx.db.insert(idempotencyKeys).values({
      principal: `user:${alice.id}`,
      route: `POST ${CREATE}`,
      key: abandoned,
      requestHash: 'a request that never finished',
      createdAt: sql`now() - interval '3 minutes'`,
    });
    const retried = await create(alice, abandoned, { visaId: visa.id, travellers: [traveller(iraq.id)] });
    expect(retried.statusCode).toBe(201);
  });

  it('documents the header and its answers in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      [CREATE, 'post'],
      ['/api/gateways/create', 'post'],
    ] as const) {
      const operation = doc.paths[path][method];
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      );
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});

describe('Idempotency-Key on starting a payment', () => {
  /** The provider's side, held open until released, counting how often it is asked. */
  function slowProvider() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    const original = ctx.app.payments.zaincash;
    ctx.app.payments.zaincash = () =>
      ({
        init: async ({ orderId }: { orderId: string }) => {
          calls.push(orderId);
          await gate;
          return { providerReference: `ZC-${calls.length}`, payUrl: `https://pay.example/${orderId}` };
        },
      }) as unknown as ZainCashAdapter;
    return { calls, release, restore: () => (ctx.app.payments.zaincash = original) };
  }

  it('refuses a second start while the first runs (409 IN_USE), then replays the first answer', async () => {
    const { group } = await submitOne(ctx, alice, visa.id, iraq.id);
    const provider = slowProvider();
    try {
      const key = newKey();
      const headers = { ...alice.headers, 'idempotency-key': key };
      const body = { groupId: group.groupId, gateway: 'zain-cash' };
      const first = call(ctx, headers, '/api/gateways/create', body);
      await expect.poll(() => provider.calls.length).toBe(1);
      const during = await call(ctx, headers, '/api/gateways/create', body);
      expect(during.statusCode).toBe(409);
      expect(during.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(during.headers['retry-after']).toBe('1');
      provider.release();
      const answered = await first;
      expect(answered.statusCode, answered.body).toBe(200);
      const replayed = await call(ctx, headers, '/api/gateways/create', body);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json()).toEqual(answered.json());
      expect(provider.calls).toHaveLength(1);
      const rows = await ctx.db.select().from(transactions).where(eq(transactions.groupId, group.groupId));
      expect(rows).toHaveLength(1);
    } finally {
      provider.restore();
    }
  });
});
