import { type Locale, languageOf, type RequestStatus } from '@visadesk/contract';
import { eq, type RequestRow, requests, type Tx } from '@visadesk/db';
import type { LifecycleDeps } from './deps';
import { type DueRefund, sendRefund } from './refunds';
import { checkStatusMove, type MoveActor, recordStatusMove } from './status-move';

/** One status move of a request its caller has locked: where it goes, who moves it and why. */
export interface RequestMove {
  to: RequestStatus;
  actor: MoveActor;
  reason?: string | null;
  /** The language the reason is written in; left out, it is read from the text. */
  reasonLang?: Locale | undefined;
  /** Other columns the same change writes (the applicant's corrected fields, an assignment). */
  also?: Partial<typeof requests.$inferInsert>;
}

/**
 * The one way a request changes status outside the payment flow (which has markGroupPaid): the
 * state machine's check, the row's status, reason and version, and what every move writes with it
 * (history, event, the applicant's mail, a refund owed), in the caller's transaction. Returns that
 * refund; runMoves sends it once committed.
 */
export async function moveRequest(
  deps: Pick<LifecycleDeps, 'mail' | 'events' | 'portalUrl' | 'timeZone' | 'clock'>,
  tx: Tx,
  current: RequestRow,
  move: RequestMove,
): Promise<DueRefund | null> {
  const reason = move.reason ?? null;
  const said = reason ? { text: reason, lang: languageOf(reason, move.reasonLang ?? null)! } : null;
  // Callers may check earlier to order their errors; checking again here costs nothing.
  checkStatusMove(current.status, move.to, move.actor.type === 'admin' ? 'admin' : 'applicant', reason);
  await tx
    .update(requests)
    .set({
      ...move.also,
      status: move.to,
      reason,
      reasonLang: said?.lang ?? null,
      version: current.version + 1,
      updatedAt: deps.clock(),
    })
    .where(eq(requests.id, current.id));
  return recordStatusMove(deps, tx, current, move.to, move.actor, said);
}

/**
 * Runs `work` (which moves requests with moveRequest) in one transaction, then sends the refunds
 * its moves are owed: a provider's refund call never runs inside, or before, the commit.
 */
export async function runMoves<T>(
  deps: LifecycleDeps,
  work: (tx: Tx, owe: (refund: DueRefund | null) => void) => Promise<T>,
): Promise<T> {
  const owed: DueRefund[] = [];
  const result = await deps.db.transaction((tx) =>
    work(tx, (refund) => {
      if (refund) owed.push(refund);
    }),
  );
  for (const refund of owed) await sendRefund(deps, refund);
  return result;
}
