import type { Gateway } from '@visadesk/contract';
import { ErrorCode } from '@visadesk/contract';
import { and, type Db, eq, requestGroups, requests, sql, transactions, users } from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { notifyApplicationPaid } from '../../domain/request-lifecycle/notify-applicant';
import { markGroupPaid } from '../../domain/request-lifecycle/paid';
import { AppError, notFound } from '../../lib/http/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql/pg-errors';
import type { PaymentDeps } from './deps';

/** A pending payment older than this is expired rather than reused. */
const PENDING_REUSE_MS = 30 * 60_000;

const conflict = (message: string, code: string = ErrorCode.CONFLICT) => new AppError(409, code, message);

/**
 * Starts (or resumes) paying for a group: one pending transaction per group and gateway, for the
 * amount still due, and the provider's page to pay it on.
 */
export async function createPayment(
  deps: Pick<PaymentDeps, 'db' | 'providers' | 'zainCashMinAmount' | 'clock'>,
  userId: string,
  groupId: string,
  gateway: Gateway,
  lang: 'en' | 'ar',
) {
  const prepared = await deps.db.transaction(async (tx) => {
    const [group] = await tx.select().from(requestGroups).where(eq(requestGroups.id, groupId)).for('update');
    if (!group || group.userId !== userId) throw notFound('Request group');
    const existing = await tx.select().from(transactions).where(eq(transactions.groupId, groupId));
    if (existing.some((t) => t.status === 'succeeded'))
      throw conflict(`Group ${group.reference} is already paid`, ErrorCode.ALREADY_PAID);
    const [due] = await tx
      .select({ amount: sql<number>`coalesce(sum(${requests.price}), 0)::int` })
      .from(requests)
      .where(and(eq(requests.groupId, groupId), eq(requests.status, 'Requested')));
    if (!due?.amount)
      throw conflict(`Group ${group.reference} has nothing waiting for payment`, ErrorCode.NOTHING_DUE);
    if (gateway === 'zain-cash' && due.amount < deps.zainCashMinAmount) {
      throw new AppError(400, ErrorCode.VALIDATION, [
        `body.gateway: ZainCash takes at least ${deps.zainCashMinAmount} IQD`,
      ]);
    }
    const now = deps.clock().getTime();
    const reusable = existing.find(
      (t) =>
        t.status === 'pending' &&
        t.gateway === gateway &&
        t.amount === due.amount &&
        now - t.createdAt.getTime() < PENDING_REUSE_MS,
    );
    // Stale or different attempts are closed so only one payment can be open at a time.
    for (const t of existing.filter((t) => t.status === 'pending' && t.id !== reusable?.id)) {
      await tx
        .update(transactions)
        .set({ status: 'expired', completedAt: deps.clock() })
        .where(eq(transactions.id, t.id));
    }
    // An open attempt is resumed: its page if the provider gave one, else the provider is asked again.
    if (reusable) {
      const payUrl = reusable.providerPayload?.payUrl;
      return { transaction: reusable, group, payUrl: payUrl ? String(payUrl) : null };
    }
    const [created] = await tx
      .insert(transactions)
      .values({ groupId, gateway, amount: due.amount })
      .returning();
    return { transaction: created!, group, payUrl: null };
  });
  const { transaction, group } = prepared;
  if (prepared.payUrl)
    return { transactionId: transaction.id, gateway, amount: transaction.amount, payUrl: prepared.payUrl };

  const base = deps.providers.publicUrl();
  const [payer] = await deps.db.select().from(users).where(eq(users.id, userId));
  const started =
    gateway === 'zain-cash'
      ? await deps.providers.zaincash().init({
          orderId: transaction.id,
          amount: transaction.amount,
          redirectUrl: `${base}/api/gateways/zain-cash/return`,
          lang,
        })
      : await deps.providers.qicard().init({
          requestId: transaction.id,
          amount: transaction.amount,
          locale: lang,
          finishPaymentUrl: `${base}/api/gateways/qi-card/return?transactionId=${transaction.id}`,
          notificationUrl: `${base}/api/qi-card/notification`,
          customer: { firstName: payer?.fullName ?? group.reference, email: payer?.email ?? null },
        });
  await deps.db
    .update(transactions)
    .set({ providerReference: started.providerReference, providerPayload: { payUrl: started.payUrl } })
    .where(eq(transactions.id, transaction.id));
  return { transactionId: transaction.id, gateway, amount: transaction.amount, payUrl: started.payUrl };
}

export interface ProviderOutcome {
  success: boolean;
  final: boolean;
  amount: number | null;
  providerReference: string | null;
  payload: Record<string, unknown>;
}

/**
 * Applies what the provider confirmed to a transaction, once. The row is locked, so concurrent
 * confirmations queue and the later ones find it settled; a mismatch pays nothing and is logged.
 */
export async function settle(deps: LifecycleDeps, transactionId: string, outcome: ProviderOutcome) {
  return deps.db
    .transaction(async (tx) => {
      const [t] = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.id, transactionId))
        .for('update');
      if (!t) throw notFound('Transaction');
      if (t.status !== 'pending') return { transactionId, status: t.status };
      if (
        outcome.providerReference &&
        t.providerReference &&
        outcome.providerReference !== t.providerReference
      ) {
        deps.log.warn({ transactionId }, 'payment confirmation for another provider reference ignored');
        throw new AppError(400, ErrorCode.VALIDATION, 'The payment does not match this transaction');
      }
      if (!outcome.final) return { transactionId, status: t.status };
      if (!outcome.success) {
        await tx
          .update(transactions)
          .set({
            status: 'failed',
            completedAt: deps.clock(),
            providerPayload: { ...t.providerPayload, result: outcome.payload },
          })
          .where(eq(transactions.id, t.id));
        return { transactionId, status: 'failed' as const };
      }
      if (outcome.amount !== t.amount) {
        deps.log.warn(
          { transactionId, expected: t.amount, got: outcome.amount },
          'payment amount mismatch; nothing changed',
        );
        throw new AppError(400, ErrorCode.VALIDATION, 'The paid amount does not match this transaction');
      }
      await tx
        .update(transactions)
        .set({
          status: 'succeeded',
          completedAt: deps.clock(),
          providerPayload: { ...t.providerPayload, result: outcome.payload },
        })
        .where(eq(transactions.id, t.id));
      // No note: the system actor and the transaction say how it was paid, in the reader's language.
      await markGroupPaid(tx, t.groupId, null);
      await notifyApplicationPaid(deps, tx, t.id);
      return { transactionId, status: 'succeeded' as const };
    })
    .catch((error) => {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        // The group was paid another way meanwhile (e.g. cash): this money must go back.
        deps.log.error({ transactionId }, 'a second successful payment for a paid group; refund it');
        throw conflict(
          'This group was already paid; the second payment must be refunded',
          ErrorCode.ALREADY_PAID,
        );
      }
      throw error;
    });
}

/** ZainCash's redirect token, checked, then confirmed with ZainCash's own record. */
export async function verifyZainCash(deps: PaymentDeps, token: string) {
  const adapter = deps.providers.zaincash();
  const claims = await adapter.readRedirectToken(token);
  if (!claims?.orderId || !claims.id) {
    deps.log.warn('ZainCash redirect token rejected (bad signature or missing claims)');
    throw new AppError(400, ErrorCode.VALIDATION, 'The payment token is not valid');
  }
  const record = await adapter.fetchTransaction(claims.id);
  if (record.orderId && record.orderId !== claims.orderId) {
    deps.log.warn({ transactionId: claims.orderId }, 'ZainCash order mismatch; nothing changed');
    throw new AppError(400, ErrorCode.VALIDATION, 'The payment does not match this order');
  }
  const success = record.status === 'success' || record.status === 'completed';
  return settle(deps, claims.orderId, {
    success,
    final: success || record.status === 'failed',
    amount: record.amount,
    providerReference: claims.id,
    payload: { status: record.status, id: claims.id },
  });
}

/** Qi Card: whatever told us (the return, a notification), the status call decides. */
export async function verifyQiCard(deps: PaymentDeps, paymentId: string) {
  const [t] = await deps.db.select().from(transactions).where(eq(transactions.providerReference, paymentId));
  if (t?.gateway !== 'qi-card') throw notFound('Payment');
  const status = await deps.providers.qicard().status(paymentId);
  if (status.requestId && status.requestId !== t.id) {
    deps.log.warn({ transactionId: t.id }, 'Qi Card request id mismatch; nothing changed');
    throw new AppError(400, ErrorCode.VALIDATION, 'The payment does not match this order');
  }
  const final = ['SUCCESS', 'FAILED', 'AUTHENTICATION_FAILED', 'ERROR', 'EXPIRED'].includes(status.status);
  return settle(deps, t.id, {
    success: status.status === 'SUCCESS' && status.currency === 'IQD',
    final,
    amount: status.amount === null ? null : Math.round(status.amount),
    providerReference: paymentId,
    payload: { status: status.status, paymentId },
  });
}

/** What the payer sees on returning from the provider; nobody else may read it. */
export async function paymentDetails({ db }: { db: Db }, userId: string, transactionId: string) {
  const [row] = await db
    .select({ t: transactions, group: requestGroups })
    .from(transactions)
    .innerJoin(requestGroups, eq(requestGroups.id, transactions.groupId))
    .where(eq(transactions.id, transactionId));
  if (!row || row.group.userId !== userId) throw notFound('Payment');
  const list = await db
    .select({ reference: requests.reference, fullName: requests.fullName, status: requests.status })
    .from(requests)
    .where(eq(requests.groupId, row.group.id));
  return {
    transactionId,
    groupReference: row.group.reference,
    gateway: row.t.gateway,
    amount: row.t.amount,
    currency: 'IQD' as const,
    status: row.t.status,
    requests: list,
  };
}
