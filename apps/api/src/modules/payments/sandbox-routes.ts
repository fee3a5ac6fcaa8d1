import { createSign, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { qiSignedString } from './qicard';
import { sandboxPayPage } from './sandbox-page';

interface SandboxPayment {
  id: string;
  order: string;
  amount: number;
  returnUrl: string;
  notificationUrl?: string;
  status: string;
  createdAt: string;
}

/**
 * The providers' side of both protocols, served by this server when a provider has no
 * credentials (plugins/payments.ts). State lives in memory: a sandbox payment does not survive a
 * restart, which is fine for trying the flow and for tests.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const { zaincash, qicard } = app.payments.sandbox;
  const open = { config: { auth: 'public' as const }, schema: { hide: true } };
  const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });

  if (zaincash) {
    const key = new TextEncoder().encode(zaincash.secret);
    const payments = new Map<string, SandboxPayment>();
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);

    app.post('/api/sandbox/zaincash/transaction/init', open, async (request, reply) => {
      const form = request.body as Record<string, string>;
      const { payload } = await jwtVerify(form.token ?? '', key).catch(() => ({ payload: null }));
      if (!payload || form.merchantId !== zaincash.merchantId)
        return reply.status(401).send({ err: { msg: 'invalid token' } });
      const id = randomUUID().replace(/-/g, '').slice(0, 24);
      payments.set(id, {
        id,
        order: String(payload.orderId),
        amount: Number(payload.amount),
        returnUrl: String(payload.redirectUrl),
        status: 'pending',
        createdAt: new Date().toISOString(),
      });
      return { id };
    });
    app.get('/api/sandbox/zaincash/transaction/pay', open, async (request, reply) => {
      const p = payments.get(String((request.query as { id?: string }).id ?? ''));
      if (!p) return reply.status(404).send('Unknown payment');
      const page = html(
        sandboxPayPage({ provider: 'ZainCash', amount: p.amount, order: p.order, action: `pay?id=${p.id}` }),
      );
      return reply.type(page.type).send(page.body);
    });
    app.post('/api/sandbox/zaincash/transaction/pay', open, async (request, reply) => {
      const p = payments.get(String((request.query as { id?: string }).id ?? ''));
      if (p?.status !== 'pending') return reply.status(404).send('Unknown payment');
      p.status = (request.body as { outcome?: string }).outcome === 'success' ? 'success' : 'failed';
      const token = await sign({
        status: p.status,
        orderid: p.order,
        id: p.id,
        msg: p.status === 'success' ? '' : 'declined',
      });
      return reply.redirect(`${p.returnUrl}?token=${encodeURIComponent(token)}`, 303);
    });
    app.post('/api/sandbox/zaincash/transaction/get', open, async (request, reply) => {
      const form = request.body as Record<string, string>;
      const { payload } = await jwtVerify(form.token ?? '', key).catch(() => ({ payload: null }));
      const p = payload ? payments.get(String(payload.id)) : undefined;
      if (!p || form.merchantId !== zaincash.merchantId)
        return reply.status(401).send({ err: { msg: 'invalid token' } });
      return { id: p.id, orderId: p.order, status: p.status, amount: p.amount };
    });
  }

  if (qicard) {
    const payments = new Map<string, SandboxPayment>();
    const authorised = (header: string | undefined) =>
      header === `Basic ${Buffer.from(`${qicard.username}:${qicard.password}`).toString('base64')}`;
    const view = (p: SandboxPayment) => ({
      paymentId: p.id,
      requestId: p.order,
      status: p.status,
      amount: p.amount,
      currency: 'IQD',
      creationDate: p.createdAt,
    });

    app.post('/api/sandbox/qicard/payment', open, async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ error: 'unauthorised' });
      const body = request.body as Record<string, unknown>;
      const id = randomUUID();
      payments.set(id, {
        id,
        order: String(body.requestId),
        amount: Number(body.amount),
        returnUrl: String(body.finishPaymentUrl),
        notificationUrl: String(body.notificationUrl),
        status: 'CREATED',
        createdAt: new Date().toISOString(),
      });
      return {
        ...view(payments.get(id)!),
        formUrl: `${app.payments.publicUrl()}/api/sandbox/qicard/pay/${id}`,
      };
    });
    app.get('/api/sandbox/qicard/pay/:id', open, async (request, reply) => {
      const p = payments.get((request.params as { id: string }).id);
      if (!p) return reply.status(404).send('Unknown payment');
      const page = html(
        sandboxPayPage({ provider: 'Qi Card', amount: p.amount, order: p.order, action: p.id }),
      );
      return reply.type(page.type).send(page.body);
    });
    app.post('/api/sandbox/qicard/pay/:id', open, async (request, reply) => {
      const p = payments.get((request.params as { id: string }).id);
      if (p?.status !== 'CREATED') return reply.status(404).send('Unknown payment');
      p.status = (request.body as { outcome?: string }).outcome === 'success' ? 'SUCCESS' : 'FAILED';
      // Like the real service: a signed notification to the merchant, then the customer goes back.
      const notification = view(p);
      const signature = createSign('RSA-SHA256')
        .update(qiSignedString(notification))
        .sign(qicard.privateKey, 'base64');
      await fetch(p.notificationUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body: JSON.stringify(notification),
      }).catch((err) => app.log.warn({ err }, 'sandbox notification failed'));
      return reply.redirect(`${p.returnUrl}${p.returnUrl.includes('?') ? '&' : '?'}paymentId=${p.id}`, 303);
    });
    app.post('/api/sandbox/qicard/payment/:id/refund', open, async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ error: 'unauthorised' });
      const p = payments.get((request.params as { id: string }).id);
      const amount = Number((request.body as { amount?: unknown }).amount);
      if (p?.status !== 'SUCCESS' || !(amount > 0) || amount > p.amount) {
        return reply.status(422).send({ error: 'cannot refund' });
      }
      return { refundId: randomUUID(), paymentId: p.id, amount, status: 'REFUNDED' };
    });
    app.get('/api/sandbox/qicard/payment/:id/status', open, async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ error: 'unauthorised' });
      const p = payments.get((request.params as { id: string }).id);
      if (!p) return reply.status(404).send({ error: 'not found' });
      return view(p);
    });
  }
};
