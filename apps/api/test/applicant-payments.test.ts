import { eq, requestGroups, transactions } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { call, portalSetup, submitOne } from './applicant-fixtures';

/**
 * Paying again for an existing group after a failed or abandoned attempt: POST /api/gateways/create
 * takes the group id, so the portal never needs a new group; a paid group is refused.
 */
const { ctx, iraq, visa, alice, bob } = await portalSetup();
const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

async function start(groupId: string, gateway: 'zain-cash' | 'qi-card', who = alice) {
  const res = await fetch(`${base}/api/gateways/create`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ groupId, gateway }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { payUrl: string } };
}

/** Presses the sandbox pay page's button; ZainCash then sends the browser back with a token. */
async function payZainCash(payUrl: string, outcome: 'success' | 'failure') {
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const token = new URL(res.headers.get('location')!).searchParams.get('token')!;
  const verified = await fetch(`${base}/api/zain-cash/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return ((await verified.json()) as { status: string }).status;
}

const paymentState = async (groupId: string) =>
  (
    (await call(ctx, alice.headers, '/api/applicant/groups?limit=50')).json().items as {
      id: string;
      payment: object;
    }[]
  ).find((g) => g.id === groupId)!.payment;

describe('retrying a payment for an existing group', () => {
  it('pays the same group after a declined attempt, then refuses to take money twice', async () => {
    const { id, group } = await submitOne(ctx, alice, visa.id, iraq.id);
    const first = await start(group.groupId, 'zain-cash');
    expect(first.status).toBe(200);
    expect(await payZainCash(first.body.payUrl, 'failure')).toBe('failed');
    expect(await paymentState(group.groupId)).toMatchObject({
      paid: false,
      amountDue: visa.price,
      latestTransaction: { id: first.body.transactionId, status: 'failed', gateway: 'zain-cash' },
    });

    const retry = await start(group.groupId, 'zain-cash');
    expect(retry.status).toBe(200);
    expect(retry.body.transactionId).not.toBe(first.body.transactionId);
    expect(await payZainCash(retry.body.payUrl, 'success')).toBe('succeeded');
    expect(await paymentState(group.groupId)).toMatchObject({
      paid: true,
      amountDue: 0,
      latestTransaction: { id: retry.body.transactionId, status: 'succeeded' },
    });
    const detail = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    expect(detail.status).toBe('Paid');

    for (const gateway of ['zain-cash', 'qi-card'] as const) {
      const again = await start(group.groupId, gateway);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });
    }
    // Still one group for the applicant, and one payment that succeeded.
    const groups = await ctx.db.select().from(requestGroups).where(eq(requestGroups.userId, alice.id));
    expect(groups.filter((g) => g.id === group.groupId)).toHaveLength(1);
    const attempts = await ctx.db.select().from(transactions).where(eq(transactions.groupId, group.groupId));
    expect(attempts.filter((t) => t.status === 'succeeded')).toHaveLength(1);
  });

  it('resumes an abandoned attempt, or replaces it when the applicant picks the other gateway', async () => {
    const { group } = await submitOne(ctx, alice, visa.id, iraq.id);
    const abandoned = await start(group.groupId, 'zain-cash');
    const resumed = await start(group.groupId, 'zain-cash');
    expect(resumed.body.transactionId).toBe(abandoned.body.transactionId);
    const switched = await start(group.groupId, 'qi-card');
    expect(switched.status).toBe(200);
    expect(switched.body.transactionId).not.toBe(abandoned.body.transactionId);
    const [old] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, String(abandoned.body.transactionId)));
    expect(old!.status).toBe('expired');
    expect(await paymentState(group.groupId)).toMatchObject({
      paid: false,
      latestTransaction: { id: switched.body.transactionId, gateway: 'qi-card', status: 'pending' },
    });
  });

  it("answers another applicant's group with 404", async () => {
    const { group } = await submitOne(ctx, alice, visa.id, iraq.id);
    const res = await start(group.groupId, 'qi-card', bob);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await ctx.db.select().from(transactions).where(eq(transactions.groupId, group.groupId))).toEqual(
      [],
    );
  });
});
