import { PERMISSIONS } from '@visadesk/contract';
import {
  and,
  count,
  eq,
  events,
  refunds,
  requestStatusHistory,
  requests,
  sql,
  transactions,
} from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { type LifecycleDeps, lifecycleDeps } from '../src/domain/request-lifecycle/deps';
import { markGroupPaid } from '../src/domain/request-lifecycle/paid';
import { checkStatusMove } from '../src/domain/request-lifecycle/status-move';
import { MAIL_JOB } from '../src/jobs/mail';
import { recordEvent } from '../src/lib/sql/record-event';
import { cancelRequest } from '../src/modules/applicant/cancel';
import { updateRequest } from '../src/modules/requests/update';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { buildTestApp, createAdmin } from './helpers';

/**
 * The request lifecycle (apps/api/src/domain/request-lifecycle) through its services, with the
 * deps they take: what a move writes commits together or not at all, refunds follow paid moves,
 * and paying a group twice changes nothing the second time.
 */
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const applicant = await registerApplicant(ctx);
const staff = await createAdmin(ctx);
const real = lifecycleDeps(ctx.app);

async function newRequest() {
  const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
  return { groupId: group.groupId, ...group.requests[0]! };
}

/** Everything a move writes for one request, to compare before and after. */
async function written(request: { id: string; reference: string }) {
  const [row] = await ctx.db.select().from(requests).where(eq(requests.id, request.id));
  const [history] = await ctx.db
    .select({ n: count() })
    .from(requestStatusHistory)
    .where(eq(requestStatusHistory.requestId, request.id));
  const [moves] = await ctx.db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.requestId, request.id), eq(events.type, 'request.status-changed')));
  const mails = await ctx.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${MAIL_JOB} and data->>'subject' like ${`%${request.reference}:%`}`,
  );
  return {
    status: row!.status,
    version: row!.version,
    history: history!.n,
    events: moves!.n,
    mails: (mails as unknown as { rows: { n: number }[] }).rows[0]!.n,
  };
}

const fails = () => {
  throw new Error('injected failure');
};

describe('a status move', () => {
  it('writes the row, its history row, its event and the applicant mail together', async () => {
    const request = await newRequest();
    const before = await written(request);
    await cancelRequest(real, applicant.id, request.id);
    expect(await written(request)).toEqual({
      status: 'Canceled',
      version: before.version + 1,
      history: before.history + 1,
      events: before.events + 1,
      mails: before.mails + 1,
    });
  });

  it('rolls back entirely when queuing its mail fails, even after the job was written', async () => {
    const request = await newRequest();
    const before = await written(request);
    const deps: LifecycleDeps = {
      ...real,
      mail: {
        sendIn: async (tx, mail) => {
          await real.mail.sendIn(tx, mail);
          fails();
        },
      },
    };
    await expect(cancelRequest(deps, applicant.id, request.id)).rejects.toThrow('injected failure');
    expect(await written(request)).toEqual(before);
  });

  it('rolls back entirely when its event fails, staff changes included', async () => {
    const request = await newRequest();
    const before = await written(request);
    const deps: LifecycleDeps = {
      ...real,
      events: async (tx, event) => {
        await recordEvent(tx, event);
        return fails();
      },
    };
    const patch = {
      version: before.version,
      status: 'Canceled' as const,
      note: 'Staff note that must not stay',
    };
    await expect(updateRequest(deps, staff.id, request.id, patch, PERMISSIONS)).rejects.toThrow(
      'injected failure',
    );
    expect(await written(request)).toEqual(before);
    const detail = await updateRequest(real, staff.id, request.id, patch, PERMISSIONS);
    expect(detail.notes.map((n) => n.body)).toEqual([patch.note]);
  });

  it('is refused by the state machine: 409 naming the allowed moves, 400 without a required reason', () => {
    expect(() => checkStatusMove('Approved', 'Canceled', 'admin', null)).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'ILLEGAL_TRANSITION' }),
    );
    expect(() => checkStatusMove('Paid', 'Approved', 'applicant', null)).toThrow(/allowed: none/);
    expect(() => checkStatusMove('InProcess', 'Rejected', 'admin', '')).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() => checkStatusMove('InProcess', 'Rejected', 'admin', 'Missing bank statement')).not.toThrow();
  });
});

/** A group paid through Qi Card, as its settlement leaves it (the succeeded transaction, Paid requests). */
async function paidByQiCard(providerReference: string) {
  const request = await newRequest();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(transactions).values({
      groupId: request.groupId,
      gateway: 'qi-card',
      amount: visa.price,
      status: 'succeeded',
      providerReference,
      completedAt: new Date(),
    });
    await markGroupPaid(tx, request.groupId, null);
  });
  const [row] = await ctx.db.select().from(requests).where(eq(requests.id, request.id));
  return { ...request, version: row!.version };
}

const refundOf = async (requestId: string) =>
  (await ctx.db.select().from(refunds).where(eq(refunds.requestId, requestId)))[0];

describe('refunds', () => {
  it('are recorded for a paid request that is canceled or rejected, and sent through the refund port', async () => {
    const sent: [string, number][] = [];
    const deps: LifecycleDeps = {
      ...real,
      refunds: {
        refundQiCard: async (reference, amount) => {
          sent.push([reference, amount]);
          return { refundId: 'QI-REFUND-1' };
        },
      },
    };
    const canceled = await paidByQiCard('QI-PAY-1');
    await updateRequest(
      deps,
      staff.id,
      canceled.id,
      { version: canceled.version, status: 'Canceled' },
      PERMISSIONS,
    );
    expect(sent).toEqual([['QI-PAY-1', visa.price]]);
    expect(await refundOf(canceled.id)).toMatchObject({
      amount: visa.price,
      status: 'sent',
      providerReference: 'QI-REFUND-1',
      requestedByAdminId: staff.id,
    });
    const [payment] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.providerReference, 'QI-PAY-1'));
    expect(payment!.status).toBe('refunded');

    const rejected = await paidByQiCard('QI-PAY-2');
    let version = rejected.version;
    for (const step of [{ status: 'InProcess' as const }, { status: 'Rejected' as const, reason: 'Refused' }])
      version = (await updateRequest(deps, staff.id, rejected.id, { version, ...step }, PERMISSIONS)).version;
    expect(await refundOf(rejected.id)).toMatchObject({ amount: visa.price, status: 'sent' });
  });

  it('stay due when the provider fails, without undoing the move; none for a request never paid', async () => {
    const deps: LifecycleDeps = { ...real, refunds: { refundQiCard: async () => fails() } };
    const paid = await paidByQiCard('QI-PAY-3');
    const detail = await updateRequest(
      { ...deps, log: { error: () => undefined, warn: () => undefined } },
      staff.id,
      paid.id,
      { version: paid.version, status: 'Canceled' },
      PERMISSIONS,
    );
    expect(detail.status).toBe('Canceled');
    expect(await refundOf(paid.id)).toMatchObject({ amount: visa.price, status: 'failed' });

    const unpaid = await newRequest();
    await cancelRequest(real, applicant.id, unpaid.id);
    expect(await refundOf(unpaid.id)).toBeUndefined();
  });
  it('are neither sent nor kept when the move that owes them rolls back (no view-finance)', async () => {
    const sent: string[] = [];
    const deps: LifecycleDeps = {
      ...real,
      refunds: {
        refundQiCard: async (reference) => {
          sent.push(reference);
          return { refundId: 'QI-REFUND-X' };
        },
      },
    };
    const paid = await paidByQiCard('QI-PAY-4');
    const processOnly = PERMISSIONS.filter((p) => p !== 'view-finance');
    await expect(
      updateRequest(deps, staff.id, paid.id, { version: paid.version, status: 'Canceled' }, processOnly),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(sent).toEqual([]);
    expect(await refundOf(paid.id)).toBeUndefined();
    expect((await written(paid)).status).toBe('Paid');
  });
});

describe('markGroupPaid', () => {
  it('moves the waiting requests once: a second call writes no history row and no event', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    const ids = group.requests.map((r) => r.id).sort();
    const paidEvents = async () =>
      (await ctx.db.select().from(events).where(eq(events.type, 'request.paid'))).filter((e) =>
        ids.includes(e.requestId!),
      ).length;
    const first = await ctx.db.transaction((tx) => markGroupPaid(tx, group.groupId, 'paid'));
    const history = await ctx.db.select().from(requestStatusHistory);
    const again = await ctx.db.transaction((tx) => markGroupPaid(tx, group.groupId, 'paid'));
    expect(first.sort()).toEqual(ids);
    expect(again).toEqual([]);
    expect(await ctx.db.select().from(requestStatusHistory)).toHaveLength(history.length);
    expect(await paidEvents()).toBe(1);
    const rows = await ctx.db.select().from(requests).where(eq(requests.groupId, group.groupId));
    expect(rows.map((r) => [r.status, r.version])).toEqual([
      ['Paid', 2],
      ['Paid', 2],
    ]);
  });
});
