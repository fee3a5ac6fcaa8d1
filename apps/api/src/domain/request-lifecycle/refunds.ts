import { and, eq, refunds, sql, type Tx, transactions } from '@visadesk/db';
import type { LifecycleDeps } from './deps';

/** A refund recorded with a move, to send once the move has committed. */
export interface DueRefund {
  refundId: string;
  gateway: string;
  providerReference: string | null;
  amount: number;
}

/**
 * Inside the status change's transaction: a paid request that is canceled or rejected is owed its
 * price back. Returns the refund to send once the change has committed, if any.
 */
export async function recordRefundDue(
  tx: Tx,
  request: { id: string; groupId: string; price: number },
  /** The admin who made the move; null when the applicant canceled it themselves. */
  adminId: string | null,
): Promise<DueRefund | null> {
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
  deps: Pick<LifecycleDeps, 'db' | 'refunds' | 'log' | 'clock'>,
  due: DueRefund,
) {
  if (due.gateway !== 'qi-card' || !due.providerReference) return;
  try {
    const result = await deps.refunds.refundQiCard(due.providerReference, due.amount);
    await deps.db
      .update(refunds)
      .set({ status: 'sent', providerReference: result.refundId, completedAt: deps.clock() })
      .where(eq(refunds.id, due.refundId));
    await deps.db.execute(sql`
      update transactions t set status = 'refunded'
      where t.provider_reference = ${due.providerReference} and t.status = 'succeeded'
        and t.amount <= (select coalesce(sum(r.amount), 0) from refunds r where r.transaction_id = t.id and r.status = 'sent')`);
  } catch (err) {
    deps.log.error({ err, refundId: due.refundId }, 'Qi Card refund failed; it stays due');
    await deps.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, due.refundId));
  }
}
