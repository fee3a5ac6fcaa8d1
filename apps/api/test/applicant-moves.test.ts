import { randomUUID } from 'node:crypto';
import { PERSONAL_FIELD_KEYS, type PersonalField } from '@visadesk/contract';
import { and, eq, events, refunds, requestStatusHistory, requests } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import {
  call,
  modifiedRequest,
  payCash,
  portalSetup,
  provideRequiredDocuments,
  submitOne,
  uploadAsApplicant,
} from './applicant-fixtures';
import { inDays, move } from './application-fixtures';

const { ctx, iraq, visa, admin, alice, bob } = await portalSetup();

const resubmit = (who: { headers: Record<string, string> }, id: string, body: object) =>
  call(ctx, who.headers, `/api/applicant/requests/${id}/resubmit`, body);
const cancel = (who: { headers: Record<string, string> }, id: string, body: object = {}) =>
  call(ctx, who.headers, `/api/applicant/requests/${id}/cancel`, body);
const row = async (id: string) => (await ctx.db.select().from(requests).where(eq(requests.id, id)))[0]!;
const moves = (id: string) =>
  ctx.db
    .select()
    .from(requestStatusHistory)
    .where(eq(requestStatusHistory.requestId, id))
    .orderBy(requestStatusHistory.createdAt);
const statusEvents = async (id: string) =>
  (await ctx.db.select().from(events).where(eq(events.requestId, id))).filter(
    (e) => e.type === 'request.status-changed',
  );

describe('POST /api/applicant/requests/:id/resubmit', () => {
  it('saves the changed fields and moves Modified → InProcess with history and an event, as staff moves do', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    await provideRequiredDocuments(ctx, alice, id);
    const eventsBefore = (await statusEvents(id)).length;
    const res = await resubmit(alice, id, {
      version,
      passportNumber: 'n1234567',
      travelDate: inDays(40),
      returnDate: inDays(50),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'InProcess',
      reason: null,
      version: version + 1,
      passportNumber: 'N1234567',
      travelDate: inDays(40),
      returnDate: inDays(50),
      fullName: 'Ali Hassan Kareem',
      allowedTransitions: [],
    });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'InProcess', reason: null, passportNumber: 'N1234567' });
    const last = (await moves(id)).at(-1)!;
    expect(last).toMatchObject({
      fromStatus: 'Modified',
      toStatus: 'InProcess',
      actorType: 'user',
      actorId: alice.id,
      note: null,
    });
    const after = await statusEvents(id);
    expect(after).toHaveLength(eventsBefore + 1);
    expect(after.map((e) => e.params)).toContainEqual({
      reference: stored.reference,
      from: 'Modified',
      to: 'InProcess',
    });
    // Staff see the applicant's move in their own view.
    const staffView = (await call(ctx, admin, `/api/requests/one-by-admin/${id}`)).json();
    expect(staffView.history.at(-1)).toMatchObject({
      from: 'Modified',
      to: 'InProcess',
      actor: { type: 'user' },
    });
  });

  it('accepts a resubmit that changes no field (the change asked for may be a document)', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    await provideRequiredDocuments(ctx, alice, id);
    const res = await resubmit(alice, id, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'InProcess', version: version + 1 });
  });

  it('refuses a resubmit while a document the visa asks for is missing: 400 naming each one, nothing changed', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    const required = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json()
      .requiredDocuments as { id: string; nameEn: string }[];
    expect(required.length, 'the demo visa asks for documents').toBeGreaterThan(1);
    // A file that answers no requirement does not count.
    await uploadAsApplicant(ctx, alice, id, 'other.pdf');
    const before = await row(id);
    const res = await resubmit(alice, id, { version });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'DOCUMENTS_MISSING' });
    expect(res.json().message).toEqual(
      required.map((r) => expect.stringMatching(new RegExp(`^documents\\.${r.id}: .*"${r.nameEn}"`))),
    );
    expect(await row(id)).toEqual(before);

    // Every one but the last uploaded: the 400 names only that one.
    await provideRequiredDocuments(ctx, alice, id);
    const last = required.at(-1)!;
    const detail = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    const doc = detail.documents.find((d: { requirementId: string }) => d.requirementId === last.id);
    const removed = await call(
      ctx,
      alice.headers,
      `/api/applicant/requests/${id}/documents/${doc.id}`,
      undefined,
      'DELETE',
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const one = await resubmit(alice, id, { version });
    expect(one.statusCode, one.body).toBe(400);
    expect(one.json().message).toEqual([expect.stringMatching(new RegExp(`^documents\\.${last.id}: `))]);

    await provideRequiredDocuments(ctx, alice, id);
    const done = await resubmit(alice, id, { version });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'InProcess' });
  });

  it("checks the fields with the create endpoint's rules, names each field, and changes nothing", async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    const before = await row(id);
    const cases: [object, string[]][] = [
      [
        { travelDate: inDays(30), returnDate: inDays(25) },
        ['body.returnDate: must be after the travel date'],
      ],
      // The stored return date stands: the passport must outlast it.
      [
        { passportExpiry: inDays(22) },
        ['body.passportExpiry: the passport must be valid past the return date'],
      ],
      [{ dateOfBirth: inDays(1) }, ['body.dateOfBirth: must be in the past']],
      [{ travelDate: '2020-01-01' }, ['body.travelDate: must be today or later']],
    ];
    for (const [change, messages] of cases) {
      const res = await resubmit(alice, id, { version, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toEqual(expect.arrayContaining(messages));
    }
    for (const [body, field] of [
      [{ version, passportNumber: 'no!' }, 'body.passportNumber'],
      [{ version, email: 'not-an-email' }, 'body.email'],
      [{ version, travelDate: '2026-02-30' }, 'body.travelDate'],
      [{ version, fullName: '' }, 'body.fullName'],
      [{ passportNumber: 'N7654321' }, 'body.version'],
      [{ version, nationalityId: iraq.id }, 'body'],
      [{ version, status: 'Approved' }, 'body'],
    ] as const) {
      const res = await resubmit(alice, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message[0], JSON.stringify(body)).toMatch(
        new RegExp(`^${field.replace('.', '\\.')}: `),
      );
    }
    const after = await row(id);
    expect(after).toEqual(before);
  });

  it('answers hostile input with a 4xx naming the place, never a 500', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    const before = await row(id);
    for (const body of [
      { version, fullName: 'Ali\u0000Hassan' },
      { version, travelReason: 'x'.repeat(501) },
      { version, dateOfBirth: '0000-01-01' },
      { version, travelDate: '2101-01-01' },
      { version: 2 ** 40 },
      { version: -1 },
      { version: '1' },
      [version],
      'version',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/applicant/requests/${id}/resubmit`,
        headers: { ...alice.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect([JSON.stringify(body).slice(0, 40), res.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
      ]);
      expect([res.json().message].flat()[0]).toMatch(/^body/);
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/requests/${id}/resubmit`,
      headers: { ...alice.headers, 'content-type': 'text/plain' },
      payload: 'version=1',
    });
    expect([400, 415]).toContain(text.statusCode);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/requests/${id}/resubmit`,
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"version":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await row(id)).toEqual(before);
  });

  it('insists on fields the visa requires, even ones never sent before', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    const required = visa.requiredFields[0]!;
    const key = PERSONAL_FIELD_KEYS[required as PersonalField];
    await ctx.db
      .update(requests)
      .set({ [key]: null })
      .where(eq(requests.id, id));
    const res = await resubmit(alice, id, { version });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`body.${key}: required for this visa`);
    expect((await row(id)).status).toBe('Modified');
  });

  it('refuses a stale version with 409 STALE_VERSION, and one of two concurrent resubmits', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    await provideRequiredDocuments(ctx, alice, id);
    const stale = await resubmit(alice, id, { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ statusCode: 409, code: 'STALE_VERSION' });
    const both = await Promise.all([
      resubmit(alice, id, { version, fullName: 'First Tab' }),
      resubmit(alice, id, { version, fullName: 'Second Tab' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await moves(id)).filter((m) => m.toStatus === 'InProcess' && m.actorType === 'user'),
    ).toHaveLength(1);
  });

  it('answers any status but Modified with 409 in the error shape', async () => {
    const requested = await submitOne(ctx, alice, visa.id, iraq.id);
    const paid = await submitOne(ctx, alice, visa.id, iraq.id);
    await payCash(ctx, admin, paid.group.groupId);
    const inProcess = await submitOne(ctx, alice, visa.id, iraq.id);
    await payCash(ctx, admin, inProcess.group.groupId);
    await move(ctx, admin, inProcess.id, [{ status: 'InProcess' }]);
    const approved = await submitOne(ctx, alice, visa.id, iraq.id);
    await payCash(ctx, admin, approved.group.groupId);
    await move(ctx, admin, approved.id, [{ status: 'InProcess' }, { status: 'Approved' }]);
    for (const { id } of [requested, paid, inProcess, approved]) {
      const before = await row(id);
      const res = await resubmit(alice, id, { version: before.version, fullName: 'Changed Name' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: 'ILLEGAL_TRANSITION',
        message: expect.stringContaining(`this one is ${before.status}`),
      });
      expect(await row(id)).toEqual(before);
    }
  });

  it("answers another applicant's request with 404 and leaves it alone", async () => {
    const { id, version } = await modifiedRequest(ctx, admin, bob, visa.id, iraq.id);
    const before = await row(id);
    const res = await resubmit(alice, id, { version, fullName: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Request not found' });
    expect(await row(id)).toEqual(before);
    expect((await resubmit(alice, randomUUID(), { version: 1 })).json().code).toBe('NOT_FOUND');
  });
});

describe('POST /api/applicant/requests/:id/cancel', () => {
  it('cancels a Requested request: history, an event, no refund', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const res = await cancel(alice, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Canceled',
      version: 2,
      refund: null,
      allowedTransitions: [],
    });
    expect((await moves(id)).at(-1)).toMatchObject({
      fromStatus: 'Requested',
      toStatus: 'Canceled',
      actorType: 'user',
      actorId: alice.id,
    });
    expect((await statusEvents(id)).map((e) => e.params.to)).toEqual(['Canceled']);
    // The group has nothing left to pay for.
    const pay = await call(ctx, alice.headers, '/api/gateways/create', {
      groupId: (await row(id)).groupId,
      gateway: 'qi-card',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('NOTHING_DUE');
  });

  it('cancels a Modified (paid) request and flags its refund, as a paid cancel by staff does', async () => {
    const { id, version } = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    const res = await cancel(alice, id, { version });
    expect(res.statusCode, res.body).toBe(200);
    // Cash comes back at the desk: the refund stays due for staff.
    expect(res.json()).toMatchObject({ status: 'Canceled', refund: { amount: visa.price, status: 'due' } });
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.requestId, id));
    expect(refund).toMatchObject({ amount: visa.price, status: 'due', requestedByAdminId: null });
  });

  it('answers Paid, InProcess, final statuses and a stale version with 409, changing nothing', async () => {
    const paid = await submitOne(ctx, alice, visa.id, iraq.id);
    await payCash(ctx, admin, paid.group.groupId);
    const inProcess = await submitOne(ctx, alice, visa.id, iraq.id);
    await payCash(ctx, admin, inProcess.group.groupId);
    await move(ctx, admin, inProcess.id, [{ status: 'InProcess' }]);
    const canceled = await submitOne(ctx, alice, visa.id, iraq.id);
    expect((await cancel(alice, canceled.id)).statusCode).toBe(200);
    for (const { id } of [paid, inProcess, canceled]) {
      const before = await row(id);
      const res = await cancel(alice, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'ILLEGAL_TRANSITION' });
      expect(await row(id)).toEqual(before);
    }
    const requested = await submitOne(ctx, alice, visa.id, iraq.id);
    const stale = await cancel(alice, requested.id, { version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await row(requested.id)).status).toBe('Requested');
    expect((await cancel(alice, requested.id, { version: 'one' })).statusCode).toBe(400);
    expect((await cancel(alice, requested.id, { reason: 'x' })).statusCode).toBe(400);
  });

  it("answers another applicant's request with 404 and leaves it alone", async () => {
    const { id } = await submitOne(ctx, bob, visa.id, iraq.id);
    const res = await cancel(alice, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await row(id)).status).toBe('Requested');
    expect(
      await ctx.db
        .select()
        .from(requestStatusHistory)
        .where(and(eq(requestStatusHistory.requestId, id), eq(requestStatusHistory.toStatus, 'Canceled'))),
    ).toEqual([]);
  });

  it('takes a cancel without a body', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/requests/${id}/cancel`,
      headers: alice.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Canceled');
  });
});
