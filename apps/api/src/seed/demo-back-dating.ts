import type { RequestStatus } from '@visadesk/contract';
import { desc, events, sql, type Tx } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { setSeenMany } from '../modules/events/service';

/** Events newer than the newest this many stay unseen: the bell shows a few, not hundreds. */
const UNSEEN_EVENTS = 12;

// Back-dating. Every row the steps write carries the transaction's start (now()) or the clock at
// that moment; every planned moment is at least 20 minutes before the seed started. The steps note
// which row belongs to which moment, and these UPDATEs put them there at the end, one per table.
// Each touches rows "fresh" (later than 10 minutes before now()) only: what this seed wrote.
const FRESH = sql`now() - interval '10 minutes'`;
const at = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const recordset = (rows: unknown[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

export class Stamps {
  groups: { id: string; t: number }[] = [];
  requests = new Map<string, { created: number; updated: number }>();
  history: { request: string; from: RequestStatus | null; to: RequestStatus; t: number }[] = [];
  notes: { request: string; body: string; t: number }[] = [];
  documents: { id: string; t: number }[] = [];
  transactions = new Map<string, { created: number; completed: number | null }>();
  refunds: { request: string; t: number }[] = [];

  /** The request's row was changed at `t` (its updated_at). */
  touch(id: string, t: number) {
    const r = this.requests.get(id)!;
    r.updated = Math.max(r.updated, t);
  }

  async apply(tx: Tx) {
    const requests = [...this.requests].map(([id, r]) => ({ id, c: iso(r.created), u: iso(r.updated) }));
    const transactions = [...this.transactions].map(([id, t]) => ({
      id,
      c: iso(t.created),
      d: iso(t.completed),
    }));
    const t = <T extends { t: number }>(rows: T[]) => rows.map((r) => ({ ...r, t: iso(r.t) }));
    await tx.execute(sql`
      update request_groups g set created_at = v.t from ${recordset(t(this.groups))} as v(id uuid, t timestamptz)
      where g.id = v.id and g.created_at > ${FRESH}`);
    await tx.execute(sql`
      update requests r set created_at = v.c, updated_at = v.u from ${recordset(requests)} as v(id uuid, c timestamptz, u timestamptz)
      where r.id = v.id and r.created_at > ${FRESH}`);
    await tx.execute(sql`
      update request_status_history h set created_at = v.t
      from ${recordset(t(this.history))} as v(request uuid, "from" text, "to" text, t timestamptz)
      where h.request_id = v.request and h.from_status is not distinct from v."from" and h.to_status = v."to"
        and h.created_at > ${FRESH}`);
    await tx.execute(sql`
      update request_notes n set created_at = v.t from ${recordset(t(this.notes))} as v(request uuid, body text, t timestamptz)
      where n.request_id = v.request and n.body = v.body and n.created_at > ${FRESH}`);
    await tx.execute(sql`
      update request_documents d set created_at = v.t from ${recordset(t(this.documents))} as v(id uuid, t timestamptz)
      where d.id = v.id and d.created_at > ${FRESH}`);
    await tx.execute(sql`
      update transactions x set created_at = v.c, completed_at = case when x.completed_at is null then null else coalesce(v.d, v.c) end
      from ${recordset(transactions)} as v(id uuid, c timestamptz, d timestamptz)
      where x.id = v.id and x.created_at > ${FRESH}`);
    await tx.execute(sql`
      update refunds f set created_at = v.t, completed_at = case when f.completed_at is null then null else v.t end
      from ${recordset(t(this.refunds))} as v(request uuid, t timestamptz)
      where f.request_id = v.request and f.created_at > ${FRESH}`);
    // Events take the moment of the row they announce.
    await tx.execute(sql`
      update events e set created_at = r.created_at from requests r
      where e.type = 'request.submitted' and r.id = e.request_id and e.created_at > ${FRESH}`);
    await tx.execute(sql`
      update events e set created_at = h.created_at from request_status_history h
      where e.type = 'request.paid' and h.request_id = e.request_id and h.to_status = 'Paid' and e.created_at > ${FRESH}`);
    await tx.execute(sql`
      update events e set created_at = h.created_at from request_status_history h
      where e.type = 'request.status-changed' and h.request_id = e.request_id
        and h.from_status = e.params->>'from' and h.to_status = e.params->>'to' and e.created_at > ${FRESH}`);
    // A file sent twice (a corrected scan) has two events: the n-th event goes with the n-th file.
    await tx.execute(sql`
      with d as (
        select request_id, file_name, created_at,
               row_number() over (partition by request_id, file_name order by created_at, id) as n
        from request_documents),
      ev as (
        select id, request_id, params->>'fileName' as file_name,
               row_number() over (partition by request_id, params->>'fileName' order by created_at, id) as n
        from events where type = 'request.document-uploaded' and created_at > ${FRESH})
      update events e set created_at = d.created_at from ev join d using (request_id, file_name, n) where e.id = ev.id`);
  }
}

export async function stampTicket(tx: Tx, ticketId: string, created: number, updated: number) {
  await tx.execute(sql`
    with e as (update events set created_at = ${at(created)} where ticket_id = ${ticketId} and created_at > ${FRESH})
    , r as (update ticket_replies set created_at = ${at(updated)} where ticket_id = ${ticketId} and created_at > ${FRESH})
    update tickets set
      created_at = case when created_at > ${FRESH} then ${at(created)} else created_at end,
      updated_at = ${at(updated)}
    where id = ${ticketId}`);
}

/**
 * Last touches: each applicant's last sign-in is their last action; staff have seen all but the
 * newest events (seen through the service, then given a plausible time).
 */
export async function finish(
  view: FastifyInstance,
  tx: Tx,
  userIds: string[],
  registeredAt: number[],
  lastSeen: number[],
) {
  const users = userIds.map((id, i) => ({ id, r: iso(registeredAt[i]!), l: iso(lastSeen[i]!) }));
  await tx.execute(sql`
    update users u set created_at = v.r, updated_at = v.r, last_login_at = v.l
    from ${recordset(users)} as v(id uuid, r timestamptz, l timestamptz) where u.id = v.id`);
  const older = await tx
    .select({ id: events.id })
    .from(events)
    .orderBy(desc(events.createdAt), desc(events.id))
    .offset(UNSEEN_EVENTS);
  for (let i = 0; i < older.length; i += 1000)
    await setSeenMany(
      view,
      older.slice(i, i + 1000).map((e) => e.id),
      true,
    );
  await tx.execute(sql`
    update events set seen_at = least(created_at + interval '3 hours', now() - interval '15 minutes')
    where seen and seen_at > ${FRESH}`);
}
