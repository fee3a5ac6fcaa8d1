import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHANGES_REASON,
  call,
  modifiedRequest,
  PDF,
  portalSetup,
  STAFF_NOTE,
  submitOne,
  uploadAsApplicant,
} from './applicant-fixtures';
import { move, registerApplicant, submitGroup, traveller } from './application-fixtures';
import { multipartFile, uniqueIp } from './helpers';

const { ctx, iraq, turkey, visa, admin, alice, bob } = await portalSetup();

// Alice: an older group of two travellers, then a newer one of one. Bob: one group.
const older = await submitGroup(ctx, alice, visa.id, [
  traveller(iraq.id, { fullName: 'Alice Older One' }),
  traveller(iraq.id, { fullName: 'Alice Older Two' }),
]);
const newer = await submitGroup(ctx, alice, visa.id, [traveller(iraq.id, { fullName: 'Alice Newer' })]);
const bobs = await submitGroup(ctx, bob, visa.id, [traveller(iraq.id, { fullName: 'Bob Only' })]);

const groups = async (who: { headers: Record<string, string> }, query = '') =>
  call(ctx, who.headers, `/api/applicant/groups${query}`);

describe('GET /api/applicant/groups', () => {
  it("lists the applicant's own groups only, newest first, with visa, requests and payment state", async () => {
    const res = await groups(alice);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, totalCapped: false, page: 1, limit: 10, nextCursor: null });
    expect(page.items.map((g: { id: string }) => g.id)).toEqual([newer.groupId, older.groupId]);
    const first = page.items[1];
    expect(first).toMatchObject({
      reference: older.groupReference,
      totalAmount: visa.price * 2,
      currency: 'IQD',
      visa: {
        id: visa.id,
        titleEn: visa.titleEn,
        titleAr: visa.titleAr,
        destination: { id: turkey.id, iso2: 'TR', nameEn: 'Turkey', nameAr: turkey.nameAr },
      },
      payment: { paid: false, amountDue: visa.price * 2, latestTransaction: null },
    });
    expect(first.requests).toEqual([
      expect.objectContaining({ fullName: 'Alice Older One', status: 'Requested', reason: null }),
      expect.objectContaining({ fullName: 'Alice Older Two', status: 'Requested', reason: null }),
    ]);
    expect(first.requests.map((r: { id: string }) => r.id)).toEqual(older.requests.map((r) => r.id));

    const theirs = (await groups(bob)).json();
    expect(theirs.items.map((g: { id: string }) => g.id)).toEqual([bobs.groupId]);
    expect(JSON.stringify(theirs)).not.toContain('Alice');
  });

  it('pages by limit and by cursor, 50 at most, and names a bad parameter', async () => {
    const one = (await groups(alice, '?limit=1')).json();
    expect(one.items.map((g: { id: string }) => g.id)).toEqual([newer.groupId]);
    expect(one.nextCursor).toEqual(expect.any(String));
    const next = (await groups(alice, `?limit=1&after=${one.nextCursor}`)).json();
    expect(next.items.map((g: { id: string }) => g.id)).toEqual([older.groupId]);
    expect(next.nextCursor).toBeNull();
    expect((await groups(alice, '?limit=1&page=2')).json().items[0].id).toBe(older.groupId);
    // Bob cannot walk into Alice's list with her cursor: the user filter applies first.
    expect((await groups(bob, `?limit=1&after=${one.nextCursor}`)).json().items).toEqual([]);

    for (const [query, field] of [
      ['?limit=51', 'querystring.limit'],
      ['?limit=0', 'querystring.limit'],
      ['?page=abc', 'querystring.page'],
      ['?after=not-a-cursor', 'querystring.after'],
      [`?page=2&after=${one.nextCursor}`, 'querystring.after'],
    ] as const) {
      const res = await groups(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message[0], query).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
  });

  it('shows the payment state and the reason of a Modified or Rejected request only', async () => {
    const applicant = await registerApplicant(ctx);
    const { id, group } = await modifiedRequest(ctx, admin, applicant, visa.id, iraq.id);
    const canceled = await submitOne(ctx, applicant, visa.id, iraq.id);
    await move(ctx, admin, canceled.id, [{ status: 'Canceled', reason: 'Duplicate of another request' }]);

    const items = (await groups(applicant)).json().items;
    const paidGroup = items.find((g: { id: string }) => g.id === group.groupId);
    expect(paidGroup.payment).toMatchObject({
      paid: true,
      amountDue: 0,
      latestTransaction: { gateway: 'cash', status: 'succeeded', amount: visa.price },
    });
    expect(paidGroup.requests).toEqual([
      expect.objectContaining({ id, status: 'Modified', reason: CHANGES_REASON }),
    ]);
    const canceledGroup = items.find((g: { id: string }) => g.id === canceled.group.groupId);
    expect(canceledGroup.requests[0]).toMatchObject({ status: 'Canceled', reason: null });
    expect(canceledGroup.payment).toMatchObject({ paid: false, amountDue: 0 });
    expect(JSON.stringify(items)).not.toContain(STAFF_NOTE);
  });
});

describe('GET /api/applicant/groups/:reference', () => {
  const byReference = (who: { headers: Record<string, string> }, reference: string) =>
    call(ctx, who.headers, `/api/applicant/groups/${encodeURIComponent(reference)}`);
  const listed = async (id: string) =>
    (await groups(alice)).json().items.find((g: { id: string }) => g.id === id);

  it('gives my group by its reference, as the list shows it, in any letter case', async () => {
    const res = await byReference(alice, older.groupReference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(await listed(older.groupId));
    const lower = await byReference(alice, ` ${older.groupReference.toLowerCase()} `);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().id).toBe(older.groupId);
  });

  it("gives the group of one of my requests by the request's reference", async () => {
    const second = older.requests[1]!;
    const res = await byReference(alice, second.reference.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(await listed(older.groupId));
    expect(res.json().requests.map((r: { id: string }) => r.id)).toContain(second.id);
    expect((await byReference(alice, newer.requests[0]!.reference)).json().id).toBe(newer.groupId);
  });

  it("answers another applicant's group or request reference and an unknown one with the same 404", async () => {
    const body = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;
    const unknown = await byReference(alice, 'VD-G-1999-999999');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown.json())).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Request group not found',
    });
    for (const reference of [bobs.groupReference, bobs.requests[0]!.reference]) {
      const theirs = await byReference(alice, reference);
      expect([reference, theirs.statusCode]).toEqual([reference, 404]);
      expect(body(theirs.json())).toEqual(body(unknown.json()));
      expect(theirs.body).not.toContain('Bob Only');
      // And the other way round: Bob reaches his own, never Alice's.
      expect((await byReference(bob, reference)).json().id).toBe(bobs.groupId);
    }
    expect((await byReference(bob, older.groupReference)).statusCode).toBe(404);

    const tooLong = await byReference(alice, 'X'.repeat(41));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message[0]).toMatch(/^params\.reference: /);
  });
});

describe('GET /api/applicant/requests/:id', () => {
  it('shows my request: fields, reason, a timeline without staff, documents and what the visa requires', async () => {
    const applicant = await registerApplicant(ctx);
    const { id, group, version } = await modifiedRequest(ctx, admin, applicant, visa.id, iraq.id);
    const doc = await uploadAsApplicant(ctx, applicant, id);
    const res = await call(ctx, applicant.headers, `/api/applicant/requests/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id,
      group: { id: group.groupId, reference: group.groupReference },
      status: 'Modified',
      reason: CHANGES_REASON,
      version,
      visa: { id: visa.id, destination: { iso2: 'TR' } },
      nationality: { id: iraq.id, iso2: 'IQ' },
      fullName: 'Ali Hassan Kareem',
      dateOfBirth: '1990-05-17',
      price: visa.price,
      allowedTransitions: ['InProcess', 'Canceled'],
      canUpload: true,
      refund: null,
    });
    expect(detail.requiredFields).toEqual(visa.requiredFields);
    expect(detail.history).toEqual([
      { from: null, to: 'Requested', at: expect.any(String), by: 'applicant', note: null, noteLang: null },
      // The cash payment's desk note is staff's, not the applicant's.
      { from: 'Requested', to: 'Paid', at: expect.any(String), by: 'staff', note: null, noteLang: null },
      { from: 'Paid', to: 'InProcess', at: expect.any(String), by: 'staff', note: null, noteLang: null },
      {
        from: 'InProcess',
        to: 'Modified',
        at: expect.any(String),
        by: 'staff',
        note: CHANGES_REASON,
        noteLang: 'en',
      },
    ]);
    expect(detail.documents).toEqual([
      {
        id: doc.id,
        requirementId: null,
        fileName: 'passport.pdf',
        contentType: 'application/pdf',
        size: expect.any(Number),
        uploadedAt: expect.any(String),
        uploadedBy: 'applicant',
        url: `/api/requests/${id}/documents/${doc.id}/file`,
        removable: true,
      },
    ]);
    for (const required of detail.requiredDocuments) {
      expect(Object.keys(required).sort()).toEqual(
        [
          'acceptedTypes',
          'descriptionAr',
          'descriptionEn',
          'id',
          'maxSizeMb',
          'nameAr',
          'nameEn',
          'provided',
        ].sort(),
      );
      expect(required.provided).toBe(false);
    }
    // Nothing of staff's: no internal note, no admin's name, email or id, no assignee.
    const text = res.body;
    expect(text).not.toContain(STAFF_NOTE);
    expect(text).not.toContain('Paid at the desk');
    expect(text).not.toContain('Test Admin');
    expect(text).not.toMatch(/admin\.\d+\.\d+@visadesk\.test/);
    expect(detail).not.toHaveProperty('notes');
    expect(detail).not.toHaveProperty('assignedAdmin');
  });

  it('marks a required document provided once one is uploaded for it', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const before = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    const requirement = before.requiredDocuments.find((r: { acceptedTypes: string[] }) =>
      r.acceptedTypes.includes('application/pdf'),
    );
    expect(requirement, 'the demo visa asks for a PDF document').toBeTruthy();
    const mp = multipartFile(PDF, 'scan.pdf', 'application/pdf');
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-attachment-to-s3-by-user?requestId=${id}&requirementId=${requirement.id}`,
      headers: { ...alice.headers, ...mp.headers },
      payload: mp.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const after = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    expect(after.requiredDocuments.find((r: { id: string }) => r.id === requirement.id).provided).toBe(true);
    expect(after.documents[0].requirementId).toBe(requirement.id);
  });

  it("answers another applicant's request and an unknown id with the same 404", async () => {
    const bobsRequest = bobs.requests[0]!.id;
    const theirs = await call(ctx, alice.headers, `/api/applicant/requests/${bobsRequest}`);
    const unknown = await call(ctx, alice.headers, `/api/applicant/requests/${randomUUID()}`);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    const body = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(body(theirs.json())).toEqual(body(unknown.json()));
    expect(body(theirs.json())).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Request not found' });
    expect(theirs.body).not.toContain('Bob Only');

    const malformed = await call(ctx, alice.headers, '/api/applicant/requests/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message[0]).toMatch(/^params\.id: /);
  });
});

describe('GET /api/applicant/tickets', () => {
  const openTicket = (headers: Record<string, string>, subject: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers,
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Someone',
        email: 'someone@visadesk.test',
        subject,
        message: 'When will my visa be ready, please?',
      },
    });

  it("lists the applicant's own tickets, newest first, with their status (tickets have no replies)", async () => {
    const applicant = await registerApplicant(ctx);
    const other = await registerApplicant(ctx);
    const first = (await openTicket(applicant.headers, 'First question')).json();
    const second = (await openTicket(applicant.headers, 'Second question')).json();
    await openTicket(other.headers, 'Not yours');
    await openTicket({}, 'Anonymous question');
    const closed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${first.id}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);

    const res = await call(ctx, applicant.headers, '/api/applicant/tickets');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, nextCursor: null });
    expect(page.items).toEqual([
      expect.objectContaining({ id: second.id, subject: 'Second question', status: 'open' }),
      expect.objectContaining({ id: first.id, subject: 'First question', status: 'closed' }),
    ]);
    expect(page.items[0]).not.toHaveProperty('replies');

    const theirs = (await call(ctx, other.headers, '/api/applicant/tickets')).json();
    expect(theirs.items.map((t: { subject: string }) => t.subject)).toEqual(['Not yours']);
    const paged = (await call(ctx, applicant.headers, '/api/applicant/tickets?limit=1')).json();
    expect(paged.items[0].id).toBe(second.id);
    const rest = (
      await call(ctx, applicant.headers, `/api/applicant/tickets?limit=1&after=${paged.nextCursor}`)
    ).json();
    expect(rest.items.map((t: { id: string }) => t.id)).toEqual([first.id]);
  });
});

describe('who may call the portal routes', () => {
  const routes = (id: string, documentId: string) =>
    [
      ['GET', '/api/applicant/groups'],
      ['GET', '/api/applicant/groups/VD-G-2026-000001'],
      ['GET', '/api/applicant/tickets'],
      ['GET', `/api/applicant/requests/${id}`],
      ['POST', `/api/applicant/requests/${id}/resubmit`],
      ['POST', `/api/applicant/requests/${id}/cancel`],
      ['DELETE', `/api/applicant/requests/${id}/documents/${documentId}`],
    ] as const;

  it('refuses staff tokens with 403 (as the auth plugin does) and no token with 401, changing nothing', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const doc = await uploadAsApplicant(ctx, alice, id);
    for (const [method, url] of routes(id, doc.id)) {
      const payload = method === 'POST' ? { version: 1 } : undefined;
      const staff = await ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
      expect([url, staff.statusCode]).toEqual([url, 403]);
      expect(staff.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This endpoint is for applicants' });
      const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
    const detail = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    expect(detail).toMatchObject({ status: 'Requested', version: 1 });
    expect(detail.documents).toHaveLength(1);
  });
});
