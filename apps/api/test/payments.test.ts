import { createSign, generateKeyPairSync } from 'node:crypto';
import { eq, events, requestStatusHistory, requests, transactions } from '@visadesk/db';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { qiAmount, qiSignedString, verifyQiSignature } from '../src/modules/payments/qicard';
import { readZainCashClaims } from '../src/modules/payments/zaincash';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const applicant = await registerApplicant(ctx);
const admin = await adminHeaders(ctx);
const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

async function startPayment(gateway: 'zain-cash' | 'qi-card', travellers = 1) {
  const group = await submitGroup(
    ctx,
    applicant,
    visa.id,
    Array.from({ length: travellers }, () => traveller(iraq.id)),
  );
  const res = await fetch(`${base}/api/gateways/create`, {
    method: 'POST',
    headers: { ...applicant.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ groupId: group.groupId, gateway }),
  });
  expect(res.status).toBe(200);
  return { group, payment: (await res.json()) as { transactionId: string; payUrl: string; amount: number } };
}

/** Presses a button on the sandbox's pay page and returns where the browser is sent next. */
async function pay(payUrl: string, outcome: 'success' | 'failure') {
  const page = await fetch(payUrl);
  expect(await page.text()).toContain('sandbox');
  const action = new URL(
    payUrl.includes('/qicard/') ? payUrl : payUrl.replace('/transaction/pay', '/transaction/pay'),
  );
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

const statuses = async (groupId: string) =>
  (await ctx.db.select({ status: requests.status }).from(requests).where(eq(requests.groupId, groupId))).map(
    (r) => r.status,
  );
const paidEvents = async (reference: string) =>
  (await ctx.db.select().from(events)).filter(
    (e) => e.type === 'request.paid' && e.params.groupReference === reference,
  );

describe('ZainCash through the sandbox', () => {
  it('pays a group once, however often and however concurrently the redirect is verified', async () => {
    const { group, payment } = await startPayment('zain-cash', 2);
    expect(payment.amount).toBe(visa.price * 2);
    const back = await pay(payment.payUrl, 'success');
    expect(back).toMatch(/\/api\/gateways\/zain-cash\/return\?token=/);
    const token = new URL(back).searchParams.get('token')!;

    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${base}/api/zain-cash/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string } })),
      ),
    );
    expect(replies.every((r) => r.status === 200 && r.body.status === 'succeeded')).toBe(true);
    expect(await statuses(group.groupId)).toEqual(['Paid', 'Paid']);
    expect(await paidEvents(group.groupReference)).toHaveLength(1);
    const history = await ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.toStatus, 'Paid'));
    expect(history.filter((h) => group.requests.some((r) => r.id === h.requestId))).toHaveLength(2);

    const landing = await fetch(back, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe(
      `${ctx.app.config.PORTAL_URL}/ar/payment/result?group=${group.groupReference}&status=paid&transaction=${payment.transactionId}`,
    );

    const again = await fetch(`${base}/api/gateways/create`, {
      method: 'POST',
      headers: { ...applicant.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ groupId: group.groupId, gateway: 'qi-card' }),
    });
    expect(again.status).toBe(409);
  });

  it('changes nothing for a declined payment or a forged token', async () => {
    const { group, payment } = await startPayment('zain-cash');
    const back = await pay(payment.payUrl, 'failure');
    const token = new URL(back).searchParams.get('token')!;
    const verify = (t: string) =>
      fetch(`${base}/api/zain-cash/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: t }),
      });
    expect(((await (await verify(token)).json()) as { status: string }).status).toBe('failed');
    expect(await statuses(group.groupId)).toEqual(['Requested']);
    const landing = await fetch(back, { redirect: 'manual' });
    const result = new URL(landing.headers.get('location')!);
    expect(Object.fromEntries(result.searchParams)).toEqual({
      group: group.groupReference,
      status: 'failed',
      transaction: payment.transactionId,
    });

    const forged = await new SignJWT({ status: 'success', orderid: payment.transactionId, id: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-merchant-secret-at-all!!'));
    expect((await verify(forged)).status).toBe(400);
    expect(await statuses(group.groupId)).toEqual(['Requested']);
    // A refused return names nothing: the portal only hears that it failed.
    const refused = await fetch(`${base}/api/gateways/zain-cash/return?token=${forged}`, {
      redirect: 'manual',
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${ctx.app.config.PORTAL_URL}/payment/result?status=failed`);
  });

  it('reuses an open attempt instead of starting a second one', async () => {
    const { group, payment } = await startPayment('zain-cash');
    const res = await fetch(`${base}/api/gateways/create`, {
      method: 'POST',
      headers: { ...applicant.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ groupId: group.groupId, gateway: 'zain-cash' }),
    });
    expect(((await res.json()) as { transactionId: string }).transactionId).toBe(payment.transactionId);
  });
});

describe('Qi Card through the sandbox', () => {
  it('is paid by the signed notification, confirmed by the status call, and replays are harmless', async () => {
    const { group, payment } = await startPayment('qi-card');
    const back = await pay(payment.payUrl, 'success');
    const paymentId = new URL(back).searchParams.get('paymentId')!;
    // The sandbox already delivered the signed notification before redirecting.
    expect(await statuses(group.groupId)).toEqual(['Paid']);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${base}/api/qi-card/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ paymentId }),
        }).then((r) => r.json() as Promise<{ status: string }>),
      ),
    );
    expect(replies.every((r) => r.status === 'succeeded')).toBe(true);
    expect(await paidEvents(group.groupReference)).toHaveLength(1);
    const [t] = await ctx.db.select().from(transactions).where(eq(transactions.id, payment.transactionId));
    expect(t).toMatchObject({ status: 'succeeded', providerReference: paymentId, amount: visa.price });
    const landing = await fetch(back, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const result = new URL(landing.headers.get('location')!);
    expect(result.pathname).toBe('/ar/payment/result');
    expect(result.searchParams.get('group')).toBe(group.groupReference);
    expect(result.searchParams.get('status')).toBe('paid');
  });

  it('ignores a notification with a bad signature', async () => {
    const { group } = await startPayment('qi-card');
    const res = await fetch(`${base}/api/qi-card/notification`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': Buffer.from('forged').toString('base64'),
      },
      body: JSON.stringify({ paymentId: 'x', amount: 1, currency: 'IQD', status: 'SUCCESS' }),
    });
    expect(res.status).toBe(400);
    expect(await statuses(group.groupId)).toEqual(['Requested']);
  });
});

describe('after the payment', () => {
  it('shows the payer the group, amount and statuses, and nobody else', async () => {
    const { group, payment } = await startPayment('zain-cash');
    const ask = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/gateways/public-get-request-details-after-payment',
        headers,
        payload: { transactionId: payment.transactionId },
      });
    const mine = await ask(applicant.headers);
    expect(mine.json()).toMatchObject({
      groupReference: group.groupReference,
      amount: visa.price,
      status: 'pending',
    });
    const other = await registerApplicant(ctx);
    expect((await ask(other.headers)).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  async function paidBy(gateway: 'zain-cash' | 'qi-card') {
    const { group, payment } = await startPayment(gateway);
    const back = await pay(payment.payUrl, 'success');
    if (gateway === 'zain-cash') await fetch(back, { redirect: 'manual' });
    return { id: group.requests[0]!.id, transactionId: payment.transactionId };
  }
  const detail = async (id: string) =>
    (await ctx.app.inject({ url: `/api/requests/one-by-admin/${id}`, headers: admin })).json();
  const patch = async (id: string, body: object) => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${id}`,
      headers: admin,
      payload: { version: (await detail(id)).version, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('sends a Qi Card refund through its API when a paid request is rejected', async () => {
    const { id, transactionId } = await paidBy('qi-card');
    await patch(id, { status: 'InProcess' });
    const rejected = await patch(id, { status: 'Rejected', reason: 'The embassy refused the application' });
    expect(rejected.refund).toMatchObject({ amount: visa.price, status: 'sent' });
    const [t] = await ctx.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(t!.status).toBe('refunded');
  });

  it('leaves a ZainCash refund due for staff when a paid request is canceled, once only', async () => {
    const { id } = await paidBy('zain-cash');
    const canceled = await patch(id, { status: 'Canceled' });
    expect(canceled.refund).toMatchObject({ amount: visa.price, status: 'due' });
  });

  it('owes nothing for a request canceled before payment', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const canceled = await patch(group.requests[0]!.id, { status: 'Canceled' });
    expect(canceled.refund).toBeNull();
  });
});

describe('the provider protocols', () => {
  it('reads ZainCash claims whatever their case', () => {
    expect(readZainCashClaims({ Status: 'Success', OrderID: 'o-1', ID: 'z-9', Amount: '5000' })).toEqual({
      status: 'success',
      orderId: 'o-1',
      id: 'z-9',
      amount: 5000,
      message: null,
    });
  });

  it('signs and checks Qi Card notifications over paymentId|amount|currency|creationDate|status', () => {
    expect(qiAmount(75000)).toBe('75000.000');
    const n = { paymentId: 'p-1', amount: 75000, currency: 'IQD', creationDate: null, status: 'SUCCESS' };
    expect(qiSignedString(n)).toBe('p-1|75000.000|IQD|-|SUCCESS');
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const signature = createSign('RSA-SHA256').update(qiSignedString(n)).sign(privateKey, 'base64');
    expect(verifyQiSignature(pem, n, signature)).toBe(true);
    expect(verifyQiSignature(pem, { ...n, amount: 1000 }, signature)).toBe(false);
  });

  it('refuses to run the sandbox in production unless asked to', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/vd-prod' };
    expect(() => loadConfig(base)).toThrow(/PAYMENT_SANDBOX/);
    expect(() => loadConfig({ ...base, PAYMENT_SANDBOX: 'true' })).toThrow(/PAYMENT_SANDBOX_ACKNOWLEDGE/);
    expect(() =>
      loadConfig({
        ...base,
        PAYMENT_SANDBOX: 'true',
        PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
      }),
    ).not.toThrow();
  });
});
