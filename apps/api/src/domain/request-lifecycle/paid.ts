import { languageOf } from '@visadesk/contract';
import { and, eq, requestGroups, requestStatusHistory, requests, sql, type Tx } from '@visadesk/db';
import { recordEvent } from '../../lib/sql/record-event';

/**
 * The one way a request becomes Paid: the payment flow calls this inside its own transaction,
 * so the money, every request of the group, their history rows and one event commit together.
 * Requests already past Requested are left alone, which makes a replayed confirmation harmless.
 */
export async function markGroupPaid(
  tx: Tx,
  groupId: string,
  note: string | null,
  actor: { type: 'admin' | 'system'; id?: string } = { type: 'system' },
): Promise<string[]> {
  const moved = await tx
    .update(requests)
    // The version moves too: an admin holding the Requested view must reload before editing.
    .set({ status: 'Paid', version: sql`${requests.version} + 1`, updatedAt: new Date() })
    .where(and(eq(requests.groupId, groupId), eq(requests.status, 'Requested')))
    .returning({ id: requests.id, reference: requests.reference, version: requests.version });
  if (moved.length === 0) return [];
  await tx.insert(requestStatusHistory).values(
    moved.map((r) => ({
      requestId: r.id,
      fromStatus: 'Requested' as const,
      toStatus: 'Paid' as const,
      actorType: actor.type,
      actorId: actor.id ?? null,
      note,
      noteLang: languageOf(note, null),
    })),
  );
  const [group] = await tx
    .select({ reference: requestGroups.reference })
    .from(requestGroups)
    .where(eq(requestGroups.id, groupId));
  await recordEvent(tx, {
    type: 'request.paid',
    requestId: moved[0]!.id,
    params: { groupReference: group?.reference ?? '', travellers: moved.length },
    actorAdminId: actor.type === 'admin' ? (actor.id ?? null) : null,
  });
  return moved.map((r) => r.id);
}
