import { allowedTransitions, REQUEST_STATUSES, type RequestStatus } from '@visadesk/contract';
import { eq, events, requests } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { markGroupPaid } from '../src/domain/request-lifecycle/paid';
import { inDays, move, registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, turkey, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);

async function paidRequest(overrides: Record<string, unknown> = {}) {
  const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id, overrides)]);
  await ctx.db.transaction((tx) => markGroupPaid(tx, group.groupId, 'test payment'));
  return group.requests[0]!;
}

describe('submitting a request group', () => {
  it('creates one request per traveller with references, a price snapshot, history and one event', async () => {
    const before = (await ctx.db.select().from(events)).length;
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    expect(group.groupReference).toMatch(/^VD-G-\d{4}-\d{6}$/);
    expect(group.requests).toHaveLength(2);
    expect(group.requests[0]!.reference).toMatch(/^VD-\d{4}-\d{6}$/);
    expect(group.requests[0]!.reference).not.toBe(group.requests[1]!.reference);
    const detail = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${group.requests[0]!.id}`, headers: admin })
    ).json();
    expect(detail).toMatchObject({
      status: 'Requested',
      price: visa.price,
      currency: 'IQD',
      destination: { id: turkey.id },
    });
    expect(detail.history).toEqual([expect.objectContaining({ from: null, to: 'Requested' })]);
    expect(detail.allowedTransitions).toEqual(['Canceled']);
    expect((await ctx.db.select().from(events)).length).toBe(before + 1);
  });

  it('names every missing field and broken date rule', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests/create-request-group',
      headers: applicant.headers,
      payload: {
        visaId: visa.id,
        travellers: [
          traveller(iraq.id, { passportNumber: undefined, travelDate: inDays(10), returnDate: inDays(5) }),
          traveller(iraq.id, { passportExpiry: inDays(30), dateOfBirth: inDays(3) }),
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const messages: string[] = res.json().message;
    expect(messages).toEqual(
      expect.arrayContaining([
        'body.travellers.0.passportNumber: required for this visa',
        'body.travellers.0.returnDate: must be after the travel date',
        'body.travellers.1.passportExpiry: the passport must be valid past the return date',
        'body.travellers.1.dateOfBirth: must be in the past',
      ]),
    );
  });

  it('refuses a nationality the visa is not open to, and malformed emails', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests/create-request-group',
      headers: applicant.headers,
      payload: { visaId: visa.id, travellers: [traveller(turkey.id, { email: 'not-an-email' })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([expect.stringMatching(/^body\.travellers\.0\.email: /)]);
    const nationality = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests/create-request-group',
      headers: applicant.headers,
      payload: { visaId: visa.id, travellers: [traveller(turkey.id)] },
    });
    expect(nationality.json().message).toEqual([
      'body.travellers.0.nationalityId: this visa is not open to this nationality',
    ]);
  });

  it('is for applicants: an admin token is refused', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests/create-request-group',
      headers: admin,
      payload: { visaId: visa.id, travellers: [traveller(iraq.id)] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the workflow', () => {
  it('goes Paid → InProcess → Modified (with reason) → InProcess → Approved, recording each step', async () => {
    const request = await paidRequest();
    const detail = await move(ctx, admin, request.id, [
      { status: 'InProcess' },
      { status: 'Modified', reason: 'The passport scan is blurred' },
      { status: 'InProcess' },
      { status: 'Approved' },
    ]);
    expect(detail.status).toBe('Approved');
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual([
      'Requested',
      'Paid',
      'InProcess',
      'Modified',
      'InProcess',
      'Approved',
    ]);
    expect(detail.history[3].note).toBe('The passport scan is blurred');
    expect(detail.allowedTransitions).toEqual([]);
    const statusEvents = await ctx.db.select().from(events).where(eq(events.requestId, request.id));
    expect(statusEvents.filter((e) => e.type === 'request.status-changed')).toHaveLength(4);
  });

  it('accepts every allowed move and refuses every other one with 409 naming the allowed moves', async () => {
    for (const from of REQUEST_STATUSES) {
      for (const to of REQUEST_STATUSES) {
        if (from === to) continue;
        const request = await paidRequest();
        await ctx.db
          .update(requests)
          .set({ status: from as RequestStatus })
          .where(eq(requests.id, request.id));
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/requests/${request.id}`,
          headers: admin,
          payload: { version: 2, status: to, reason: 'Checked by the consulate' },
        });
        const allowed = allowedTransitions(from, 'admin');
        if (allowed.includes(to)) expect(res.statusCode, `${from}->${to}`).toBe(200);
        else {
          expect(res.statusCode, `${from}->${to}`).toBe(409);
          expect(res.json().message).toContain(`cannot go from ${from} to ${to}`);
          expect(res.json().code).toBe('ILLEGAL_TRANSITION');
        }
      }
    }
  });

  it('requires a reason for Rejected and Modified', async () => {
    const request = await paidRequest();
    await move(ctx, admin, request.id, [{ status: 'InProcess' }]);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${request.id}`,
      headers: admin,
      payload: { version: 3, status: 'Rejected' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['body.reason: a reason is required to mark a request Rejected']);
  });

  it('refuses a stale version with 409 and lets exactly one of two concurrent edits win', async () => {
    const request = await paidRequest();
    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${request.id}`,
      headers: admin,
      payload: { version: 1, status: 'InProcess' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const both = await Promise.all(
      ['first', 'second'].map((note) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/requests/${request.id}`,
          headers: admin,
          payload: { version: 2, note },
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${request.id}`, headers: admin })
    ).json();
    expect(detail.notes).toHaveLength(1);
    expect(detail.version).toBe(3);
  });

  it('assigns to an active admin and leaves notes staff can read', async () => {
    const request = await paidRequest();
    const me = (await ctx.app.inject({ url: '/api/admin/me', headers: admin })).json();
    const detail = await move(ctx, admin, request.id, []);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${request.id}`,
      headers: admin,
      payload: { version: detail.version, assignedAdminId: me.id, note: 'Call the applicant tomorrow' },
    });
    expect(res.json()).toMatchObject({
      assignedAdmin: { id: me.id },
      notes: [{ body: 'Call the applicant tomorrow' }],
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${request.id}`,
      headers: admin,
      payload: { version: res.json().version, assignedAdminId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a replayed payment confirmation harmless', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const first = await ctx.db.transaction((tx) => markGroupPaid(tx, group.groupId, 'paid'));
    const again = await ctx.db.transaction((tx) => markGroupPaid(tx, group.groupId, 'paid'));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
  });
});

describe('the request list', () => {
  it('filters by status and nationality, searches by reference, passport and name, and counts per status', async () => {
    const request = await paidRequest({ passportNumber: 'P7654321', fullName: 'Huda Salim' });
    const list = (q: string) =>
      ctx.app.inject({ url: `/api/requests/list?${q}`, headers: admin }).then((r) => r.json());
    expect((await list('search=p7654321')).items.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await list(`search=${request.reference}`)).items.map((r: { id: string }) => r.id)).toEqual([
      request.id,
    ]);
    expect((await list('search=huda')).items.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const paid = await list(`status=Paid&nationalityId=${iraq.id}&limit=100`);
    expect(paid.items.every((r: { status: string }) => r.status === 'Paid')).toBe(true);
    expect(paid.statusCounts.Paid).toBe(paid.total);
    expect(Object.keys(paid.statusCounts).sort()).toEqual([...REQUEST_STATUSES].sort());
    expect(
      (await ctx.app.inject({ url: '/api/requests/list?status=Unknown', headers: admin })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/api/requests/list?from=2026-13-01', headers: admin })).statusCode,
    ).toBe(400);
  });
});

describe('searching by a group reference', () => {
  it("finds exactly the group's travellers, in any letter case, in the list, its counts and the export", async () => {
    const family = await submitGroup(ctx, applicant, visa.id, [
      traveller(iraq.id, { fullName: 'Sara Family' }),
      traveller(iraq.id, { fullName: 'Omar Family' }),
      traveller(iraq.id, { fullName: 'Lina Family' }),
    ]);
    // Another group around it, so "exactly" means something.
    await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    const ids = family.requests.map((r) => r.id).sort();
    const list = (search: string, more = '') =>
      ctx.app
        .inject({ url: `/api/requests/list?search=${encodeURIComponent(search)}${more}`, headers: admin })
        .then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json();
        });
    for (const search of [family.groupReference, ` ${family.groupReference.toLowerCase()} `]) {
      const page = await list(search);
      expect(page.items.map((r: { id: string }) => r.id).sort(), search).toEqual(ids);
      expect(
        page.items.every((r: { groupReference: string }) => r.groupReference === family.groupReference),
      ).toBe(true);
      expect(page.total).toBe(3);
      expect(page.statusCounts.Requested).toBe(3);
    }
    // With a status filter (the counts' other statement) and paged by cursor.
    expect((await list(family.groupReference, '&status=Requested')).total).toBe(3);
    expect((await list(family.groupReference, '&status=Paid')).items).toEqual([]);
    const first = await list(family.groupReference, '&limit=2');
    const second = await list(
      family.groupReference,
      `&limit=2&after=${encodeURIComponent(first.nextCursor)}`,
    );
    expect([...first.items, ...second.items].map((r: { id: string }) => r.id).sort()).toEqual(ids);
    // A reference no group has finds nothing.
    expect((await list('VD-G-1999-000001')).items).toEqual([]);
    // The export takes the same search.
    const csv = await ctx.app.inject({
      url: `/api/requests/export-list/csv?search=${encodeURIComponent(family.groupReference)}`,
      headers: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    for (const r of family.requests) expect(csv.body).toContain(r.reference);
  });
});

describe('public lookup by reference', () => {
  it('shows the status only with the matching passport number or email, and the same 404 otherwise', async () => {
    const mine = await paidRequest({ passportNumber: 'Q1234567' });
    const theirs = await paidRequest({ passportNumber: 'R7777777' });
    const ok = await ctx.app.inject({
      url: `/api/requests/public-find-request-info/${mine.publicReference}?passportNumber=q1234567`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ reference: mine.publicReference, status: 'Paid' });
    expect(JSON.stringify(ok.json())).not.toContain('Q1234567');

    const wrong = await ctx.app.inject({
      url: `/api/requests/public-find-request-info/${theirs.publicReference}?passportNumber=Q1234567`,
    });
    const unknown = await ctx.app.inject({
      url: '/api/requests/public-find-request-info/22222-22222-22222?passportNumber=Q1234567',
    });
    expect(wrong.statusCode).toBe(404);
    // The same answer, but for the request id each answer names.
    const withoutId = (body: string) => body.replace(/,"requestId":"[^"]*"/, '');
    expect(withoutId(wrong.body)).toBe(withoutId(unknown.body));
    expect(wrong.json().requestId).toBe(wrong.headers['x-request-id']);
    const bare = await ctx.app.inject({
      url: `/api/requests/public-find-request-info/${mine.publicReference}`,
    });
    expect(bare.statusCode).toBe(400);
  });
});

describe('cash payment at the office', () => {
  it('marks the group Paid once, with a transaction, history by the admin and one event', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    const record = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/gateways/record-cash-payment',
        headers: admin,
        payload: { groupId: group.groupId },
      });
    const res = await record();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      amount: visa.price * 2,
      paidRequestIds: expect.any(Array),
    });
    const detail = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${group.requests[0]!.id}`, headers: admin })
    ).json();
    expect(detail.status).toBe('Paid');
    expect(detail.history.at(-1)).toMatchObject({ from: 'Requested', to: 'Paid', actor: { type: 'admin' } });
    const again = await record();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_PAID',
      message: `Group ${group.groupReference} is already paid`,
    });
    const paidEvents = (await ctx.db.select().from(events)).filter(
      (e) => e.type === 'request.paid' && e.params.groupReference === group.groupReference,
    );
    expect(paidEvents).toHaveLength(1);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/gateways/record-cash-payment',
          headers: applicant.headers,
          payload: { groupId: group.groupId },
        })
      ).statusCode,
    ).toBe(403);
  });
});
