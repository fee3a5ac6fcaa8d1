import { randomUUID } from 'node:crypto';
import { eq, requestDocuments } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import {
  call,
  modifiedRequest,
  PDF,
  payCash,
  portalSetup,
  submitOne,
  uploadAsApplicant,
} from './applicant-fixtures';
import { move } from './application-fixtures';
import { multipartFile } from './helpers';

const { ctx, iraq, visa, admin, alice, bob } = await portalSetup();

const remove = (headers: Record<string, string>, id: string, documentId: string) =>
  call(ctx, headers, `/api/applicant/requests/${id}/documents/${documentId}`, undefined, 'DELETE');
const stored = async (documentId: string) =>
  (await ctx.db.select().from(requestDocuments).where(eq(requestDocuments.id, documentId))).length === 1;

describe('DELETE /api/applicant/requests/:id/documents/:documentId', () => {
  it('removes my own upload while the request is Requested, file and all', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const doc = await uploadAsApplicant(ctx, alice, id);
    const res = await remove(alice.headers, id, doc.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(doc.id)).toBe(false);
    expect((await call(ctx, alice.headers, doc.url)).statusCode).toBe(404);
    expect((await call(ctx, admin, doc.url)).statusCode).toBe(404);
    expect((await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json().documents).toEqual([]);
    // Gone is gone: a second delete is a 404.
    expect((await remove(alice.headers, id, doc.id)).statusCode).toBe(404);
  });

  it('removes my own upload while the request is Modified, but not once it is Paid or InProcess', async () => {
    const modified = await modifiedRequest(ctx, admin, alice, visa.id, iraq.id);
    const doc = await uploadAsApplicant(ctx, alice, modified.id);
    expect((await remove(alice.headers, modified.id, doc.id)).statusCode).toBe(204);

    const { id, group } = await submitOne(ctx, alice, visa.id, iraq.id);
    const kept = await uploadAsApplicant(ctx, alice, id);
    await payCash(ctx, admin, group.groupId);
    const paid = await remove(alice.headers, id, kept.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(paid.json().message).toContain('Paid');
    const detail = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    expect(detail.documents).toEqual([expect.objectContaining({ id: kept.id, removable: false })]);
    await move(ctx, admin, id, [{ status: 'InProcess' }]);
    expect((await remove(alice.headers, id, kept.id)).statusCode).toBe(409);
    expect(await stored(kept.id)).toBe(true);
  });

  it('keeps documents staff attached: readable by the owner, not removable by them', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const mp = multipartFile(PDF, 'embassy-letter.pdf', 'application/pdf');
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-document/${id}`,
      headers: { ...admin, ...mp.headers },
      payload: mp.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const doc = up.json();
    const detail = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    expect(detail.documents).toEqual([
      expect.objectContaining({ id: doc.id, uploadedBy: 'staff', removable: false }),
    ]);
    expect((await call(ctx, alice.headers, doc.url)).statusCode).toBe(200);
    const res = await remove(alice.headers, id, doc.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await stored(doc.id)).toBe(true);
  });

  it("never touches another applicant's document: the same 404 as an unknown one", async () => {
    const { id } = await submitOne(ctx, bob, visa.id, iraq.id);
    const doc = await uploadAsApplicant(ctx, bob, id);
    const theirs = await remove(alice.headers, id, doc.id);
    const unknownRequest = await remove(alice.headers, randomUUID(), doc.id);
    expect(theirs.statusCode).toBe(404);
    expect(unknownRequest.statusCode).toBe(404);
    expect(theirs.json().message).toBe(unknownRequest.json().message);
    expect(await stored(doc.id)).toBe(true);

    // Alice's own request with Bob's document id: not found either.
    const mine = await submitOne(ctx, alice, visa.id, iraq.id);
    const crossed = await remove(alice.headers, mine.id, doc.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('Document not found');
    expect(await stored(doc.id)).toBe(true);
    expect((await remove(alice.headers, mine.id, 'nope')).statusCode).toBe(400);
  });
});

describe("downloading a document's file", () => {
  it('serves my own documents to me, and nobody else’s', async () => {
    const { id } = await submitOne(ctx, alice, visa.id, iraq.id);
    const doc = await uploadAsApplicant(ctx, alice, id, 'ticket.pdf');
    const mine = await call(ctx, alice.headers, doc.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');

    const other = await call(ctx, bob.headers, doc.url);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('%PDF');
    // The right document id under a request of Bob's is no way in either.
    const bobs = await submitOne(ctx, bob, visa.id, iraq.id);
    expect(
      (await call(ctx, bob.headers, `/api/requests/${bobs.id}/documents/${doc.id}/file`)).statusCode,
    ).toBe(404);
    expect((await call(ctx, {}, doc.url)).statusCode).toBe(401);
    expect((await call(ctx, admin, doc.url)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the portal routes with their contract schemas', async () => {
    const spec = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const ref = (path: string, method: string, status: string) =>
      JSON.stringify(spec.paths[path][method].responses[status]);
    expect(ref('/api/applicant/groups', 'get', '200')).toContain('ApplicantGroupPage');
    expect(ref('/api/applicant/requests/{id}', 'get', '200')).toContain('ApplicantRequestDetail');
    expect(ref('/api/applicant/requests/{id}/resubmit', 'post', '409')).toContain('Error');
    expect(ref('/api/applicant/tickets', 'get', '200')).toContain('ApplicantTicketPage');
    expect(spec.paths['/api/applicant/requests/{id}/documents/{documentId}'].delete).toBeDefined();
    expect(spec.components.schemas.ApplicantResubmit.required).toEqual(['version']);
  });
});
