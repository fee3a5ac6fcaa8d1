import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/http/errors';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFault } from '../../lib/sql/pg-errors';
import { recordCashPayment } from './cash';
import { type PaymentDeps, paymentDeps } from './deps';
import { createPayment, paymentDetails, verifyQiCard, verifyZainCash } from './gateways';
import { portalResultUrl, resultPage } from './result-page';

const paymentsTable = endpoints.payments;

const tags = ['payments'];
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
};
const verifyLimit = { max: 60, timeWindow: 60_000 };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  app.post(
    paymentsTable.recordCash.path,
    {
      config: { permission: ['process-requests', 'view-finance'] },
      schema: {
        tags,
        summary: "Record cash paid at the office for a group's waiting requests (they become Paid)",
        body: paymentsTable.recordCash.body,
        response: { ...paymentsTable.recordCash.responses, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordCashPayment(deps, request.principal!.sub, request.body.groupId, request.body.note)),
  );

  app.post(
    paymentsTable.create.path,
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        tags,
        summary: 'Start paying for a request group with Qi Card or ZainCash; returns the page to pay on',
        body: paymentsTable.create.body,
        response: { ...paymentsTable.create.responses, ...errors },
      },
    },
    (request) =>
      createPayment(
        deps,
        request.principal!.sub,
        request.body.groupId,
        request.body.gateway,
        request.body.locale,
      ),
  );

  app.post(
    paymentsTable.verifyZainCash.path,
    {
      config: { auth: 'public', rateLimit: verifyLimit },
      schema: {
        tags,
        summary:
          'Confirm a ZainCash payment from the token of its redirect (checked, then asked of ZainCash)',
        body: paymentsTable.verifyZainCash.body,
        response: { ...paymentsTable.verifyZainCash.responses, ...errors },
      },
    },
    (request) => verifyZainCash(deps, request.body.token),
  );

  app.post(
    paymentsTable.verifyQiCard.path,
    {
      config: { auth: 'public', rateLimit: verifyLimit },
      schema: {
        tags,
        summary: "Confirm a Qi Card payment by its id (Qi Card's status call decides)",
        body: paymentsTable.verifyQiCard.body,
        response: { ...paymentsTable.verifyQiCard.responses, ...errors },
      },
    },
    (request) => verifyQiCard(deps, request.body.paymentId),
  );

  app.post(
    paymentsTable.qiCardNotification.path,
    {
      config: { auth: 'public', rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: { tags, summary: "Qi Card's signed payment notification (X-Signature)", hide: false },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const signature = request.headers['x-signature'];
      if (typeof signature !== 'string' || !app.payments.qicard().verifyNotification(body, signature)) {
        request.log.warn('Qi Card notification with a bad signature ignored');
        return reply
          .status(400)
          .send({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Bad signature' });
      }
      await verifyQiCard(deps, String(body.paymentId));
      return { received: true };
    },
  );

  app.post(
    paymentsTable.details.path,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'What the payer sees after returning from the provider',
        body: paymentsTable.details.body,
        response: { ...paymentsTable.details.responses, ...errors },
      },
    },
    (request) => paymentDetails(deps, request.principal!.sub, request.body.transactionId),
  );

  // Where providers send the applicant's browser back: confirm, then on to the portal's result page.
  app.get(
    paymentsTable.zainCashReturn.path,
    {
      config: { auth: 'public' },
      schema: { hide: true, querystring: paymentsTable.zainCashReturn.query },
    },
    (request, reply) => returnPage(deps, request, reply, () => verifyZainCash(deps, request.query.token)),
  );
  app.get(
    paymentsTable.qiCardReturn.path,
    {
      config: { auth: 'public' },
      schema: { hide: true, querystring: paymentsTable.qiCardReturn.query },
    },
    (request, reply) => returnPage(deps, request, reply, () => verifyQiCard(deps, request.query.paymentId)),
  );
};

/**
 * An applicant back from the provider: the payment is verified here, then the browser is sent
 * (303) to the portal's result page with the outcome. A database that cannot be reached says
 * nothing about the payment, so it is never reported as failed: a 503 page with Retry-After asks
 * them to reload (verifying again is harmless). Any other refusal goes on as "failed" and is
 * logged by its code only: the query string carries the provider's token.
 */
async function returnPage(
  deps: PaymentDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  verify: () => Promise<{ transactionId: string; status: string }>,
) {
  const goTo = (url: string) => reply.header('cache-control', 'no-store').redirect(url, 303);
  try {
    const outcome = await verify();
    return goTo(await portalResultUrl(deps, outcome));
  } catch (error) {
    const fault = error instanceof AppError ? undefined : databaseFault(error);
    if (fault) {
      request.log.warn({ database: fault }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .type('text/html; charset=utf-8')
        .send(resultPage('unconfirmed'));
    }
    if (error instanceof AppError) {
      request.log.warn({ statusCode: error.statusCode, code: error.code }, 'payment return not confirmed');
    } else {
      // Unexpected: its name and code, not its message (a failed query's carries its values).
      const { name, code } = error as { name?: unknown; code?: unknown };
      request.log.error({ err: { name, code } }, 'payment return failed unexpectedly');
    }
    return goTo(await portalResultUrl(deps, null));
  }
}
