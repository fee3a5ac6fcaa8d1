import { and, eq, refunds, sql, type Tx, transactions } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';

/**
 * Inside the status change's transaction: a paid request that is canceled or rejected is owed its
 * price back. Returns the refund to send once the change has committed, if any.
 */
export async function recordRefundDue(
  tx: Tx,
  request: { id: string; groupId: string; price: number },
  /** The admin who made the move; null when the applicant canceled it themselves. */
  adminId: string | null,
): Promise<{ refundId: string; gateway: string; providerReference: string | null; amount: number } | null> {
  const [paid] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.groupId, request.groupId), eq(transactions.status, 'succeeded')));
  if (!paid) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      transactionId: paid.id,
      requestId: request.id,
      amount: request.price,
      requestedByAdminId: adminId,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!refund) return null;
  return {
    refundId: refund.id,
    gateway: paid.gateway,
    providerReference: paid.providerReference,
    amount: request.price,
  };
}

/**
 * After commit: Qi Card refunds go out through its API; ZainCash and cash refunds stay `due` for
 * staff to pay back by hand. When everything of a payment is returned it is marked refunded.
 */
export async function sendRefund(
  app: FastifyInstance,
  due: NonNullable<Awaited<ReturnType<typeof recordRefundDue>>>,
) {
  if (due.gateway !== 'qi-card' || !due.providerReference) return;
  try {
    const result = await app.payments.qicard().refund(due.providerReference, due.amount);
    await app.db
      .update(refunds)
      .set({ status: 'sent', providerReference: result.refundId, completedAt: new Date() })
      .where(eq(refunds.id, due.refundId));
    await app.db.execute(sql`
      update transactions t set status = 'refunded'
      where t.provider_reference = ${due.providerReference} and t.status = 'succeeded'
        and t.amount <= (select coalesce(sum(r.amount), 0) from refunds r where r.transaction_id = t.id and r.status = 'sent')`);
  } catch (err) {
    app.log.error({ err, refundId: due.refundId }, 'Qi Card refund failed; it stays due');
    await app.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, due.refundId));
  }
}
