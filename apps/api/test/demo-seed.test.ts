import { REQUEST_STATUSES, type RequestStatus } from '@visadesk/contract';
import {
  admins,
  count,
  countries,
  events,
  type refunds,
  requestDocuments,
  requestNotes,
  requests,
  sql,
  tickets,
  users,
} from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { planAgency } from '../src/seed/demo-plan';
import { DemoRandom } from '../src/seed/demo-random';
import { DEMO_SEED } from '../src/seed/demo-requests';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_AGENCY_REQUESTS,
  DEMO_APPLICANT_EMAIL,
  DEMO_APPLICANT_PASSWORD,
  seedDemoData,
} from '../src/seed/index';
import { bearer, buildTestApp, login, type TestContext, uniqueIp } from './helpers';
import { outbox } from './mail-fixtures';

// The demo agency `npm start` seeds into an empty database. A small agency is seeded through the
// services and checked row by row; the full one (about 300 requests) is checked as a plan, since
// its seed is the same code run longer and is run at every start of the browser suite's server,
// whose tests read it (ADR 0038: it took two minutes here beside the other suites).
const SMALL = 48;

const small = await buildTestApp();
const off = await buildTestApp({ SEED_DEMO_DATA: 'false' });
const production = await buildTestApp({
  NODE_ENV: 'production',
  PAYMENT_SANDBOX: 'true',
  PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
  CAPTCHA_DIFFICULTY: '100',
});

const rows = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) =>
  (await ctx.db.execute(query)) as unknown as { rows: T[] };
type Counted =
  | typeof admins
  | typeof countries
  | typeof events
  | typeof refunds
  | typeof requestDocuments
  | typeof requestNotes
  | typeof requests
  | typeof tickets
  | typeof users;
const total = async (ctx: TestContext, table: Counted) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

/** What every seeded agency must satisfy, whatever its size. */
async function checkAgency(ctx: TestContext, size: number) {
  expect(await total(ctx, requests)).toBe(size);

  // Every status, and the counts table kept by triggers agrees with the rows.
  const byStatus = (
    await rows<{ status: RequestStatus; n: number }>(
      ctx,
      sql`select status, count(*)::int as n from requests group by status`,
    )
  ).rows;
  expect(byStatus.map((r) => r.status).sort()).toEqual([...REQUEST_STATUSES].sort());
  const counted = (
    await rows<{ status: RequestStatus; n: number }>(
      ctx,
      sql`select status, n from request_status_counts where dimension = 'all' and n <> 0`,
    )
  ).rows;
  const asMap = (list: { status: string; n: number }[]) =>
    Object.fromEntries(list.map((r) => [r.status, r.n]));
  expect(asMap(counted)).toEqual(asMap(byStatus));
  const perAdmin = await rows<{ bad: number }>(
    ctx,
    sql`select count(*)::int as bad from (
          select coalesce(assigned_admin_id::text, 'none') as key, status, count(*)::int as n from requests group by 1, 2
        ) r full join (select key, status, n from request_status_counts where dimension = 'admin' and n <> 0) c
          using (key, status)
        where r.n is distinct from c.n`,
  );
  expect(perAdmin.rows[0]!.bad).toBe(0);

  // Each request's history ends where the request is, and begins when it was submitted.
  const history = await rows<{ bad: number }>(
    ctx,
    sql`select count(*)::int as bad from requests r
        where r.status is distinct from (select h.to_status from request_status_history h where h.request_id = r.id
                                         order by h.created_at desc, h.id desc limit 1)
           or r.created_at is distinct from (select min(h.created_at) from request_status_history h where h.request_id = r.id)`,
  );
  expect(history.rows[0]!.bad).toBe(0);

  // Everything the services wrote was moved to its moment in the plan: nothing still says "now".
  const fresh = await rows<{ what: string }>(
    ctx,
    sql`select what from (
          select 'request_groups' as what from request_groups where created_at > now() - interval '10 minutes'
          union all select 'requests' from requests where greatest(created_at, updated_at) > now() - interval '10 minutes'
          union all select 'history' from request_status_history where created_at > now() - interval '10 minutes'
          union all select 'notes' from request_notes where created_at > now() - interval '10 minutes'
          union all select 'documents' from request_documents where created_at > now() - interval '10 minutes'
          union all select 'transactions' from transactions
            where greatest(created_at, completed_at) > now() - interval '10 minutes'
          union all select 'refunds' from refunds where greatest(created_at, completed_at) > now() - interval '10 minutes'
          union all select 'events ' || type from events
            where greatest(created_at, seen_at) > now() - interval '10 minutes'
          union all select 'users' from users
            where greatest(created_at, updated_at, last_login_at) > now() - interval '10 minutes'
          union all select 'tickets' from tickets where greatest(created_at, updated_at) > now() - interval '10 minutes'
          union all select 'ticket_replies' from ticket_replies where created_at > now() - interval '10 minutes'
        ) f`,
  );
  expect(fresh.rows.map((r) => r.what)).toEqual([]);

  // The last 90 days, nothing in the future.
  const span = await rows<{ oldest: string; newest: string }>(
    ctx,
    sql`select extract(epoch from now() - min(created_at))::int as oldest,
               extract(epoch from now() - max(greatest(created_at, updated_at)))::int as newest from requests`,
  );
  expect(Number(span.rows[0]!.oldest)).toBeLessThanOrEqual(91 * 86_400);
  expect(Number(span.rows[0]!.newest)).toBeGreaterThanOrEqual(0);

  // Both gateways' sandboxes took money, and cash was taken at the office.
  const paid = await rows<{ gateway: string }>(
    ctx,
    sql`select distinct gateway from transactions where status in ('succeeded', 'refunded')`,
  );
  expect(paid.rows.map((r) => r.gateway).sort()).toEqual(['cash', 'qi-card', 'zain-cash']);
  // The daily totals count the agency's days (migration 0023).
  const totals = await rows<{ bad: number }>(
    ctx,
    sql`select count(*)::int as bad from (
          select (created_at at time zone ${ctx.config.AGENCY_TIME_ZONE}::text)::date as day, gateway, count(*)::int as n, sum(amount)::bigint as amount
          from transactions where status = 'succeeded' group by 1, 2
        ) t full join (select day, gateway, succeeded_count as n, succeeded_amount as amount
                       from transaction_daily_totals where succeeded_count <> 0) d using (day, gateway)
        where t.n is distinct from d.n or t.amount is distinct from d.amount`,
  );
  expect(totals.rows[0]!.bad).toBe(0);

  // Documents answer requirements, and their files are in storage, byte for byte what was recorded.
  const docs = await ctx.db.select().from(requestDocuments);
  expect(docs.length).toBeGreaterThan(size);
  expect(docs.every((d) => d.requirementId !== null)).toBe(true);
  expect(new Set(docs.map((d) => d.contentType))).toEqual(new Set(['image/png', 'application/pdf']));
  for (const doc of docs) {
    const file = await ctx.app.storage.get(doc.fileKey);
    expect(file, doc.fileKey).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    expect(data.length).toBe(doc.size);
    expect(data.subarray(0, 4).toString('latin1')).toBe(
      doc.contentType === 'application/pdf' ? '%PDF' : '\x89PNG',
    );
  }

  // Staff assigned requests and left notes; applicants opened tickets; the bell has a few news.
  expect(
    (
      await ctx.db.select({ n: count() }).from(requests).where(sql`${requests.assignedAdminId} is not null`)
    )[0]!.n,
  ).toBeGreaterThan(0);
  expect(await total(ctx, requestNotes)).toBeGreaterThan(0);
  expect(await total(ctx, tickets)).toBeGreaterThanOrEqual(3);
  // Answered tickets carry the staff's answer, written in the ticket's language, after it.
  const answers = await rows<{ status: string; locale: string; body: string; after: boolean }>(
    ctx,
    sql`select t.status, t.locale, r.body, r.created_at >= t.created_at as after
        from ticket_replies r join tickets t on t.id = r.ticket_id where r.author = 'staff'`,
  );
  expect(answers.rows.length).toBeGreaterThan(0);
  for (const a of answers.rows) {
    expect(a.status).not.toBe('open');
    expect(a.after).toBe(true);
    expect(/[\u0600-\u06FF]/.test(a.body)).toBe(a.locale === 'ar');
  }
  // The demo applicant's contact page shows an answered conversation about their application.
  const own = await rows<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from tickets t join users u on u.id = t.user_id
        where u.email = ${DEMO_APPLICANT_EMAIL} and t.request_reference is not null
          and exists (select 1 from ticket_replies r where r.ticket_id = t.id and r.author = 'staff')`,
  );
  expect(own.rows[0]!.n).toBe(1);
  expect(await total(ctx, events)).toBeGreaterThan(size);
  const unseen = (await ctx.db.select({ n: count() }).from(events).where(sql`not ${events.seen}`))[0]!.n;
  expect(unseen).toBeGreaterThan(0);
  expect(unseen).toBeLessThanOrEqual(12);

  // No applicant was mailed about the demo's invented history.
  await ctx.app.mailer.idle();
  expect(outbox(ctx).sent).toEqual([]);
}

describe('the demo agency', () => {
  it('is the same agency whenever it is seeded (seeded dice, times relative to the start)', () => {
    const plan = (now: number) =>
      planAgency(DEMO_AGENCY_REQUESTS, now, new DemoRandom(DEMO_SEED), DEMO_APPLICANT_EMAIL);
    const shape = (p: ReturnType<typeof plan>, now: number) => ({
      applicants: p.applicants.map((a) => [a.fullName, a.email, a.locale]),
      groups: p.groups.map((g) => [
        g.applicant,
        g.visa.destination,
        g.visa.type,
        g.travellers.map((t) => t.passportNumber),
      ]),
      ages: p.groups.map((g) => now - g.at),
    });
    const morning = Date.UTC(2026, 2, 1, 6, 0);
    expect(shape(plan(morning), morning)).toEqual(shape(plan(morning), morning));
    // Started at another hour or on another day: the same people, groups and visas (office and
    // waking hours may swap neighbours' order, and with it their references).
    const later = morning + 33 * 3_600_000;
    const sorted = (p: ReturnType<typeof plan>) =>
      shape(p, 0)
        .groups.map((g) => JSON.stringify(g))
        .sort();
    expect(sorted(plan(later))).toEqual(sorted(plan(morning)));
    expect(shape(plan(later), later).applicants).toEqual(shape(plan(morning), morning).applicants);
    expect(plan(later).groups.reduce((n, g) => n + g.travellers.length, 0)).toBe(DEMO_AGENCY_REQUESTS);
  });

  it('seeds a small agency through the services, once', async () => {
    const ctx = small;
    const result = await seedDemoData(ctx.app, { requests: SMALL });
    expect(result.adminCreated).toBe(true);
    expect(result.agency).toMatchObject({ requests: SMALL, applicantEmail: DEMO_APPLICANT_EMAIL });
    expect(await total(ctx, users)).toBe(result.agency!.applicants);
    await checkAgency(ctx, SMALL);

    // The demo applicant signs in with the published password and finds their requests.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginUser',
      payload: { email: DEMO_APPLICANT_EMAIL, password: DEMO_APPLICANT_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const [me] = await ctx.db.select().from(users).where(sql`${users.email} = ${DEMO_APPLICANT_EMAIL}`);
    const mine = await ctx.db
      .select({ status: requests.status })
      .from(requests)
      .where(sql`${requests.userId} = ${me!.id}`);
    expect(new Set(mine.map((r) => r.status))).toEqual(
      new Set(['Approved', 'Modified', 'InProcess', 'Requested']),
    );
    // Every demo request has its own random tracking reference (ADR 0029), as a real one would.
    const tracking = await ctx.db.select({ ref: requests.publicReference }).from(requests);
    expect(tracking.every((r) => /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{15}$/.test(r.ref))).toBe(true);
    expect(new Set(tracking.map((r) => r.ref)).size).toBe(tracking.length);

    // Staff read a document through the API.
    const admin = await login(ctx, DEMO_ADMIN_EMAIL, 'Admin#12345');
    const [doc] = await ctx.db.select().from(requestDocuments).limit(1);
    const file = await ctx.app.inject({
      url: `/api/requests/${doc!.requestId}/documents/${doc!.id}/file`,
      headers: bearer(admin.json().access_token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(doc!.contentType);

    // A second start seeds nothing more.
    const before = await total(ctx, requests);
    expect(await seedDemoData(ctx.app, { requests: SMALL })).toEqual({ adminCreated: false });
    expect(await total(ctx, requests)).toBe(before);
    expect(await total(ctx, admins)).toBe(4);
  }, 120_000);

  it('plans what npm start seeds: about 40 applicants and 300 requests over 90 days, every kind of history', () => {
    const now = Date.now();
    const plan = planAgency(DEMO_AGENCY_REQUESTS, now, new DemoRandom(DEMO_SEED), DEMO_APPLICANT_EMAIL);
    expect(plan.applicants.length).toBeGreaterThanOrEqual(35);
    expect(plan.applicants.length).toBeLessThanOrEqual(45);
    expect(plan.applicants.filter((a) => a.locale === 'ar').length).toBeGreaterThan(5);
    // Families of one to four, most submitted more than a week ago, none older than 90 days.
    expect([...new Set(plan.groups.map((g) => g.travellers.length))].sort()).toEqual([1, 2, 3, 4]);
    const travellers = plan.groups.flatMap((g) => g.travellers.map(() => g.at));
    expect(travellers.length).toBe(DEMO_AGENCY_REQUESTS);
    expect(travellers.filter((at) => at < now - 7 * 86_400_000).length).toBeGreaterThan(
      DEMO_AGENCY_REQUESTS / 2,
    );
    expect(Math.min(...travellers)).toBeGreaterThanOrEqual(now - 90 * 86_400_000);
    // Money through both sandboxes and at the office, with failed and abandoned attempts first.
    const actions = plan.groups.flatMap((g) => g.steps.map((s) => s.action));
    const pays = actions.flatMap((a) => (a.type === 'pay' ? [a] : []));
    expect(new Set(pays.filter((p) => p.outcome === 'success').map((p) => p.gateway))).toEqual(
      new Set(['qi-card', 'zain-cash']),
    );
    expect(new Set(pays.map((p) => p.outcome))).toEqual(new Set(['success', 'failed', 'abandoned']));
    expect(actions.some((a) => a.type === 'cash')).toBe(true);
    // Paid requests later canceled or rejected: their refunds.
    const refunded = plan.groups.filter((g) => {
      const paidAt = g.steps.findIndex(
        (s) => s.action.type === 'cash' || (s.action.type === 'pay' && s.action.outcome === 'success'),
      );
      return (
        paidAt >= 0 &&
        g.steps
          .slice(paidAt)
          .some((s) => s.action.type === 'move' && (s.action.to === 'Canceled' || s.action.to === 'Rejected'))
      );
    });
    expect(refunded.length).toBeGreaterThan(0);
    expect(plan.tickets.length).toBeGreaterThanOrEqual(3);
  });

  it('with SEED_DEMO_DATA=false seeds the demo admin only', async () => {
    const ctx = off;
    expect(await seedDemoData(ctx.app, { requests: DEMO_AGENCY_REQUESTS })).toEqual({ adminCreated: true });
    expect(await total(ctx, admins)).toBe(1);
    expect(await total(ctx, requests)).toBe(0);
    expect(await total(ctx, users)).toBe(0);
    expect(await total(ctx, countries)).toBe(0);
    expect((await login(ctx, DEMO_ADMIN_EMAIL, 'Admin#12345')).statusCode).toBe(200);
  });

  it('is never seeded in production', async () => {
    const ctx = production;
    await expect(seedDemoData(ctx.app, { requests: DEMO_AGENCY_REQUESTS })).rejects.toThrow(/production/);
    expect(await total(ctx, admins)).toBe(0);
    expect(await total(ctx, requests)).toBe(0);
  });
});
