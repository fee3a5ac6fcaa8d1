import {
  ACTION_PERMISSIONS,
  ErrorCode,
  hasPermission,
  type RequestPatch,
  type RequestStatus,
} from '@visadesk/contract';
import { admins, and, eq, requestNotes, requests } from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { moveRequest, runMoves } from '../../domain/request-lifecycle/move';
import { checkStatusMove } from '../../domain/request-lifecycle/status-move';
import { AppError, badRequest, notFound } from '../../lib/http/errors';
import { getRequestDetail } from './read';

/**
 * An admin's change to a request: status move (per the state machine), assignment and an internal
 * note. The version guards against two people editing at once; the move, its history row and its
 * event commit together or not at all.
 */
export async function updateRequest(
  deps: LifecycleDeps,
  adminId: string,
  id: string,
  patch: RequestPatch,
  /** The signed-in admin's permissions: a move that refunds a payment needs view-finance too. */
  perms: readonly string[] = [],
) {
  await runMoves(deps, async (tx, owe) => {
    const [current] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!current) throw notFound('Request');
    if (current.version !== patch.version) {
      throw new AppError(
        409,
        ErrorCode.STALE_VERSION,
        `This request was changed by someone else (now version ${current.version}); reload it and try again`,
      );
    }
    const changes: Partial<typeof requests.$inferInsert> = {};
    const to: RequestStatus | undefined =
      patch.status && patch.status !== current.status ? patch.status : undefined;
    if (to) checkStatusMove(current.status, to, 'admin', patch.reason);
    if (patch.assignedAdminId !== undefined) {
      if (patch.assignedAdminId) {
        const [assignee] = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(and(eq(admins.id, patch.assignedAdminId), eq(admins.isActive, true)));
        if (!assignee) throw badRequest(['body.assignedAdminId: no such active admin']);
      }
      changes.assignedAdminId = patch.assignedAdminId;
    }
    if (patch.note) await tx.insert(requestNotes).values({ requestId: id, adminId, body: patch.note });

    if (!to) {
      await tx
        .update(requests)
        .set({ ...changes, version: current.version + 1, updatedAt: deps.clock() })
        .where(eq(requests.id, id));
      return;
    }
    const refund = await moveRequest(deps, tx, current, {
      to,
      actor: { type: 'admin', id: adminId },
      reason: patch.reason,
      reasonLang: patch.reasonLang,
      also: changes,
    });
    // Checked here, where the refund is known: the whole move rolls back without the permission.
    if (refund && !hasPermission(perms, ACTION_PERMISSIONS['requests.refund'])) {
      throw new AppError(
        403,
        ErrorCode.FORBIDDEN,
        'This request is paid: canceling or rejecting it refunds the payment, which needs the view-finance permission',
      );
    }
    owe(refund);
  });
  return getRequestDetail(deps, id);
}
