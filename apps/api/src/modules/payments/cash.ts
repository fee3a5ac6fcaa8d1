import { ErrorCode } from '@visadesk/contract';
import { and, eq, requestGroups, requests, sql, transactions } from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { notifyApplicationPaid } from '../../domain/request-lifecycle/notify-applicant';
import { markGroupPaid } from '../../domain/request-lifecycle/paid';
import { AppError, notFound } from '../../lib/http/errors';

/**
 * Cash paid at the agency's counter: staff record it, and the group's waiting requests become Paid
 * through the same path an online payment takes, in one transaction. A group is paid once only.
 */
export function recordCashPayment(
  deps: LifecycleDeps,
  adminId: string,
  groupId: string,
  note: string | undefined,
) {
  return deps.db.transaction(async (tx) => {
    const [group] = await tx.select().from(requestGroups).where(eq(requestGroups.id, groupId)).for('update');
    if (!group) throw notFound('Request group');
    const [paid] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.groupId, groupId), eq(transactions.status, 'succeeded')));
    if (paid) throw new AppError(409, ErrorCode.ALREADY_PAID, `Group ${group.reference} is already paid`);
    const [due] = await tx
      .select({ amount: sql<number>`coalesce(sum(${requests.price}), 0)::int` })
      .from(requests)
      .where(and(eq(requests.groupId, groupId), eq(requests.status, 'Requested')));
    if (!due?.amount)
      throw new AppError(
        409,
        ErrorCode.NOTHING_DUE,
        `Group ${group.reference} has no request waiting for payment`,
      );

    const [transaction] = await tx
      .insert(transactions)
      .values({
        groupId,
        gateway: 'cash',
        amount: due.amount,
        status: 'succeeded',
        recordedByAdminId: adminId,
        note: note ?? null,
        completedAt: deps.clock(),
      })
      .returning({ id: transactions.id });
    // The history keeps the staff's own note only: a fixed English sentence would show as such
    // on Arabic pages (the actor and the transaction already say how it was paid).
    const paidRequestIds = await markGroupPaid(tx, groupId, note ?? null, {
      type: 'admin',
      id: adminId,
    });
    await notifyApplicationPaid(deps, tx, transaction!.id);
    return {
      transactionId: transaction!.id,
      groupId,
      amount: due.amount,
      status: 'succeeded' as const,
      paidRequestIds,
    };
  });
}
