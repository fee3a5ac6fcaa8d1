import {
  ACTION_PERMISSIONS,
  allowedTransitions,
  canTransition,
  ErrorCode,
  hasPermission,
  type RequestPatch,
  type RequestStatus,
  reasonRequired,
} from '@visadesk/contract';
import {
  admins,
  and,
  eq,
  type RequestRow,
  requestNotes,
  requestStatusHistory,
  requests,
  type Tx,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict, notFound } from '../../lib/http/errors';
import { recordEvent } from '../../lib/sql/record-event';
import { notifyStatusChanged } from '../notifications/enqueue';
import { recordRefundDue, sendRefund } from '../payments/refunds';
import { getRequestDetail } from './read';

/**
 * An admin's change to a request: status move (per the state machine), assignment and an internal
 * note. The version guards against two people editing at once; the move, its history row and its
 * event commit together or not at all.
 */
export async function updateRequest(
  app: FastifyInstance,
  adminId: string,
  id: string,
  patch: RequestPatch,
  /** The signed-in admin's permissions: a move that refunds a payment needs view-finance too. */
  perms: readonly string[] = [],
) {
  const refund = await app.db.transaction(async (tx) => {
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
    if (to) {
      checkStatusMove(current.status, to, 'admin', patch.reason);
      changes.status = to;
      changes.reason = patch.reason ?? null;
    }
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

    await tx
      .update(requests)
      .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
      .where(eq(requests.id, id));
    if (to) {
      const refund = await recordStatusMove(
        app,
        tx,
        current,
        to,
        { type: 'admin', id: adminId },
        patch.reason,
      );
      // Checked here, where the refund is known: the whole move rolls back without the permission.
      if (refund && !hasPermission(perms, ACTION_PERMISSIONS['requests.refund'])) {
        throw new AppError(
          403,
          ErrorCode.FORBIDDEN,
          'This request is paid: canceling or rejecting it refunds the payment, which needs the view-finance permission',
        );
      }
      return refund;
    }
    return null;
  });
  if (refund) await sendRefund(app, refund);
  return getRequestDetail(app, id);
}

/** Who moves a request: staff, or the applicant who owns it (`user`, as in the history table). */
export interface MoveActor {
  type: 'admin' | 'user';
  id: string;
}

/**
 * The state machine's word on a move, for staff or the applicant: 409 ILLEGAL_TRANSITION naming
 * the allowed moves, or 400 when the move must say why (Rejected, Modified) and does not.
 */
export function checkStatusMove(
  from: RequestStatus,
  to: RequestStatus,
  actor: 'admin' | 'applicant',
  reason: string | null | undefined,
) {
  if (!canTransition(from, to, actor)) {
    const allowed = allowedTransitions(from, actor);
    throw conflict(
      `A request cannot go from ${from} to ${to}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (final status)'}`,
      ErrorCode.ILLEGAL_TRANSITION,
    );
  }
  if (reasonRequired(from, to) && !reason) {
    throw badRequest([`body.reason: a reason is required to mark a request ${to}`]);
  }
}

/**
 * What every status move writes besides the row itself, inside the caller's transaction (after
 * checkStatusMove and the row's update): its history row, its event, the applicant's mail (queued
 * in this transaction: modules/notifications) and, when a paid request is canceled or rejected,
 * the refund it is owed. Returns that refund, to send once committed.
 */
export async function recordStatusMove(
  app: FastifyInstance,
  tx: Tx,
  current: Pick<RequestRow, 'id' | 'groupId' | 'price' | 'reference' | 'status'>,
  to: RequestStatus,
  actor: MoveActor,
  reason: string | null | undefined,
) {
  await tx.insert(requestStatusHistory).values({
    requestId: current.id,
    fromStatus: current.status,
    toStatus: to,
    actorType: actor.type,
    actorId: actor.id,
    note: reason ?? null,
  });
  await recordEvent(tx, {
    type: 'request.status-changed',
    requestId: current.id,
    params: { reference: current.reference, from: current.status, to },
  });
  await notifyStatusChanged(app, tx, { requestId: current.id, to, reason });
  // Money taken for a request that will not be served goes back.
  if (to === 'Canceled' || to === 'Rejected') {
    return recordRefundDue(tx, current, actor.type === 'admin' ? actor.id : null);
  }
  return null;
}
