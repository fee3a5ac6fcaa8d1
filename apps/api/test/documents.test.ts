import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp, multipartFile, pngBytes } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const owner = await registerApplicant(ctx);
const stranger = await registerApplicant(ctx);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const upload = (headers: Record<string, string>, data: Buffer, name: string, type: string) => {
  const mp = multipartFile(data, name, type);
  return { payload: mp.payload, headers: { ...headers, ...mp.headers } };
};

describe('request documents', () => {
  it('stores a staff upload privately, serves it to staff and the owner only, and removes it', async () => {
    const group = await submitGroup(ctx, owner, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-document/${id}`,
      ...upload(admin, pdf, 'passport ../scan.pdf', 'application/pdf'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ contentType: 'application/pdf', fileName: 'scan.pdf', uploadedBy: 'admin' });

    const asAdmin = await ctx.app.inject({ url: doc.url, headers: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(pdf)).toBe(true);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect((await ctx.app.inject({ url: doc.url, headers: owner.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: doc.url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: doc.url })).statusCode).toBe(401);

    const detail = (await ctx.app.inject({ url: `/api/requests/one-by-admin/${id}`, headers: admin })).json();
    expect(detail.documents).toHaveLength(1);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/requests/remove-document/${id}/${doc.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: doc.url, headers: admin })).statusCode).toBe(404);
  });

  it("checks the file against the requirement's accepted types by content", async () => {
    const group = await submitGroup(ctx, owner, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const list = (
      await ctx.app.inject({ url: '/api/visa-requirements/list?search=passport', headers: admin })
    ).json();
    const passportCopy = list.items[0].id;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa-requirements/${passportCopy}`,
      headers: admin,
      payload: { acceptedTypes: ['application/pdf'] },
    });
    const png = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-document/${id}?requirementId=${passportCopy}`,
      ...upload(admin, pngBytes(), 'scan.pdf', 'application/pdf'),
    });
    expect(png.statusCode).toBe(415);
    const fake = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-document/${id}`,
      ...upload(admin, Buffer.from('MZ this is an executable'), 'scan.pdf', 'application/pdf'),
    });
    expect(fake.statusCode).toBe(415);
  });

  it('lets an applicant attach to their own request only', async () => {
    const group = await submitGroup(ctx, owner, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const mine = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-attachment-to-s3-by-user?requestId=${id}`,
      ...upload(owner.headers, pdf, 'ticket.pdf', 'application/pdf'),
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().uploadedBy).toBe('user');
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-attachment-to-s3-by-user?requestId=${id}`,
      ...upload(stranger.headers, pdf, 'ticket.pdf', 'application/pdf'),
    });
    expect(theirs.statusCode).toBe(404);
  });
  it("holds a document that names no requirement to the strictest of its visa's rules", async () => {
    const group = await submitGroup(ctx, owner, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const detail = (await ctx.app.inject({ url: `/api/visa/one/${visa.id}` })).json();
    const docs = (detail.requirements as { id: string; kind: string }[]).filter((r) => r.kind === 'document');
    expect(docs.length).toBeGreaterThan(1);
    // One requirement of this visa takes only PDFs of at most 1 MB; the others still take images.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa-requirements/${docs[0]!.id}`,
      headers: admin,
      payload: { acceptedTypes: ['application/pdf'], maxSizeMb: 1 },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa-requirements/${docs[1]!.id}`,
      headers: admin,
      payload: { acceptedTypes: ['application/pdf', 'image/png'], maxSizeMb: 5 },
    });
    const png = () => upload(owner.headers, pngBytes(), 'photo.png', 'image/png');
    const url = `/api/requests/upload-attachment-to-s3-by-user?requestId=${id}`;
    expect((await ctx.app.inject({ method: 'POST', url, ...png() })).statusCode).toBe(415);
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const big = await ctx.app.inject({
      method: 'POST',
      url,
      ...upload(owner.headers, bigPdf, 'big.pdf', 'application/pdf'),
    });
    expect(big.statusCode).toBe(413);
    // Naming the requirement that takes images applies its own, looser rule.
    const named = await ctx.app.inject({
      method: 'POST',
      url: `${url}&requirementId=${docs[1]!.id}`,
      ...png(),
    });
    expect(named.statusCode, named.body).toBe(201);
  });

  it("refuses a requirement that belongs to another visa's list", async () => {
    const group = await submitGroup(ctx, owner, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa-requirements',
      headers: admin,
      payload: { nameEn: 'Anything goes', nameAr: 'أي ملف', maxSizeMb: 20 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-document/${id}?requirementId=${created.json().id}`,
      ...upload(admin, pdf, 'scan.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toMatch(/requirementId/);
  });
});
