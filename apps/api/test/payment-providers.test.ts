import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { QiCardAdapter } from '../src/modules/payments/qicard';
import { ZainCashAdapter } from '../src/modules/payments/zaincash';

/** A provider on loopback whose next answers a test scripts: status, body, or silence. */
type Step = { status: number; body: unknown } | 'hang';
function fakeProvider() {
  const steps: Step[] = [];
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const step = steps.shift() ?? { status: 500, body: { error: 'unscripted' } };
      if (step === 'hang') return; // never answers: the client's timeout must fire
      res.writeHead(step.status, { 'content-type': 'application/json' }).end(JSON.stringify(step.body));
    });
  });
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return { steps, seen, ready };
}

const secret = 'merchant-secret-for-the-fake-provider';
const provider = fakeProvider();
const url = await provider.ready;
const zain = new ZainCashAdapter({
  baseUrl: url,
  merchantId: 'm-1',
  secret,
  msisdn: '9647835077893',
  timeoutMs: 300,
});
const qi = new QiCardAdapter({
  baseUrl: url,
  username: 'user',
  password: 'pass',
  terminalId: 'T-77',
  publicKey: '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----',
  timeoutMs: 300,
});

describe('provider calls', () => {
  it('retries a failing provider and succeeds when it recovers', async () => {
    provider.steps.push(
      { status: 503, body: {} },
      { status: 502, body: {} },
      { status: 200, body: { id: 'zc-123' } },
    );
    const started = await zain.init({
      orderId: 'order-1',
      amount: 25000,
      redirectUrl: 'http://x/return',
      lang: 'ar',
    });
    expect(started).toEqual({ providerReference: 'zc-123', payUrl: `${url}/transaction/pay?id=zc-123` });
    const last = provider.seen.at(-1)!;
    expect(last.url).toBe('/transaction/init');
    const form = new URLSearchParams(last.body);
    expect(form.get('merchantId')).toBe('m-1');
    expect(form.get('lang')).toBe('ar');
    expect(form.get('token')!.split('.')).toHaveLength(3);
  });

  it('gives up with 502 after a timeout on every attempt, without waiting forever', async () => {
    provider.steps.push('hang', 'hang', 'hang');
    const t0 = Date.now();
    await expect(zain.fetchTransaction('zc-1')).rejects.toMatchObject({ statusCode: 502 });
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it('does not retry an answer the provider refused', async () => {
    const before = provider.seen.length;
    provider.steps.push({ status: 401, body: { error: 'bad credentials' } });
    await expect(qi.status('p-1')).rejects.toMatchObject({ statusCode: 502 });
    expect(provider.seen.length - before).toBe(1);
  });

  it('sends Qi Card its Basic credentials and terminal id, and reads its status answer', async () => {
    provider.steps.push({
      status: 200,
      body: {
        paymentId: 'p-9',
        status: 'success',
        amount: 75000.0,
        currency: 'IQD',
        requestId: 'order-9',
        creationDate: '2026-11-22T10:00:00Z',
      },
    });
    const status = await qi.status('p-9');
    expect(status).toMatchObject({
      paymentId: 'p-9',
      status: 'SUCCESS',
      amount: 75000,
      currency: 'IQD',
      requestId: 'order-9',
    });
    const call = provider.seen.at(-1)!;
    expect(call.url).toBe('/payment/p-9/status');
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from('user:pass').toString('base64')}`);
    expect(call.headers['x-terminal-id']).toBe('T-77');
  });

  it('accepts only redirect tokens signed with the merchant secret', async () => {
    const signed = (key: string) =>
      new SignJWT({ STATUS: 'success', OrderId: 'order-1', Id: 'zc-123' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(key));
    expect(await zain.readRedirectToken(await signed(secret))).toMatchObject({
      status: 'success',
      orderId: 'order-1',
      id: 'zc-123',
    });
    expect(await zain.readRedirectToken(await signed('someone-elses-secret-value'))).toBeNull();
    expect(await zain.readRedirectToken('not.a.token')).toBeNull();
  });
});

describe('the payment flow against a real (scripted) provider', async () => {
  const { buildTestApp } = await import('./helpers');
  const { registerApplicant, seedCatalog, submitGroup, traveller } = await import('./application-fixtures');
  const { eq, transactions } = await import('@visadesk/db');
  const app = await buildTestApp({
    LOGIN_RATE_LIMIT_MAX: '1000',
    PAYMENT_TIMEOUT_MS: '500',
    ZAINCASH_BASE_URL: url,
    ZAINCASH_MERCHANT_ID: 'm-1',
    ZAINCASH_SECRET: secret,
    ZAINCASH_MSISDN: '9647835077893',
  });
  const { iraq, visa } = await seedCatalog(app);
  const applicant = await registerApplicant(app);
  const create = (groupId: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/gateways/create',
      headers: applicant.headers,
      payload: { groupId, gateway: 'zain-cash' },
    });

  it('answers 502 when the provider is down, charges nothing, and works once it is back', async () => {
    const group = await submitGroup(app, applicant, visa.id, [traveller(iraq.id)]);
    provider.steps.push({ status: 503, body: {} }, 'hang', { status: 500, body: {} });
    const down = await create(group.groupId);
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('SERVICE_UNAVAILABLE');

    provider.steps.push({ status: 200, body: { id: 'zc-live-1' } });
    const up = await create(group.groupId);
    expect(up.statusCode).toBe(200);
    expect(up.json().payUrl).toBe(`${url}/transaction/pay?id=zc-live-1`);
    const rows = await app.db.select().from(transactions).where(eq(transactions.groupId, group.groupId));
    // The failed attempt's row was resumed, not duplicated.
    expect(rows.map((r) => r.status)).toEqual(['pending']);
    expect(rows[0]!.providerReference).toBe('zc-live-1');
  });

  it('pays only when the provider record says so, and replays change nothing', async () => {
    const group = await submitGroup(app, applicant, visa.id, [traveller(iraq.id)]);
    provider.steps.push({ status: 200, body: { id: 'zc-live-2' } });
    const { transactionId } = (await create(group.groupId)).json();
    const token = await new SignJWT({ status: 'success', orderid: transactionId, id: 'zc-live-2' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    const verify = () => app.app.inject({ method: 'POST', url: '/api/zain-cash/verify', payload: { token } });

    // The redirect says success, but ZainCash's own record says it failed: nothing is paid.
    provider.steps.push({
      status: 200,
      body: { id: 'zc-live-2', orderid: transactionId, status: 'failed', amount: visa.price },
    });
    expect((await verify()).json().status).toBe('failed');

    const group2 = await submitGroup(app, applicant, visa.id, [traveller(iraq.id)]);
    provider.steps.push({ status: 200, body: { id: 'zc-live-3' } });
    const second = (await create(group2.groupId)).json();
    const token2 = await new SignJWT({ status: 'success', orderid: second.transactionId, id: 'zc-live-3' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    // A wrong amount in the provider's record pays nothing either.
    provider.steps.push({
      status: 200,
      body: { id: 'zc-live-3', orderid: second.transactionId, status: 'success', amount: 1 },
    });
    const mismatch = await app.app.inject({
      method: 'POST',
      url: '/api/zain-cash/verify',
      payload: { token: token2 },
    });
    expect(mismatch.statusCode).toBe(400);
    provider.steps.push(
      {
        status: 200,
        body: { id: 'zc-live-3', orderid: second.transactionId, status: 'success', amount: visa.price },
      },
      {
        status: 200,
        body: { id: 'zc-live-3', orderid: second.transactionId, status: 'success', amount: visa.price },
      },
    );
    const paid = await app.app.inject({
      method: 'POST',
      url: '/api/zain-cash/verify',
      payload: { token: token2 },
    });
    const replay = await app.app.inject({
      method: 'POST',
      url: '/api/zain-cash/verify',
      payload: { token: token2 },
    });
    expect([paid.json().status, replay.json().status]).toEqual(['succeeded', 'succeeded']);
    const [t] = await app.db.select().from(transactions).where(eq(transactions.id, second.transactionId));
    expect(t!.status).toBe('succeeded');
  });
});
