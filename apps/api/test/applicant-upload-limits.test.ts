import { and, eq, events } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { call, PDF, submitOne, uploadAsApplicant } from './applicant-fixtures';
import { registerApplicant, seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp, multipartFile } from './helpers';

// Small limits, so each is reached in a few uploads: 3 per request, 5 in all, 6 an hour.
const ctx = await buildTestApp({
  LOGIN_RATE_LIMIT_MAX: '1000',
  APPLICANT_UPLOADS_PER_REQUEST: '3',
  APPLICANT_UPLOAD_MB_PER_REQUEST: '1',
  APPLICANT_UPLOADS_TOTAL: '5',
  APPLICANT_UPLOADS_PER_HOUR: '6',
});
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);

const upload = (who: { headers: Record<string, string> }, requestId: string, file = PDF) => {
  const mp = multipartFile(file, 'scan.pdf', 'application/pdf');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/requests/upload-attachment-to-s3-by-user?requestId=${requestId}`,
    headers: { ...who.headers, ...mp.headers },
    payload: mp.payload,
  });
};
const remove = (who: { headers: Record<string, string> }, id: string, documentId: string) =>
  call(ctx, who.headers, `/api/applicant/requests/${id}/documents/${documentId}`, undefined, 'DELETE');
const uploadEvents = (requestId: string) =>
  ctx.db
    .select()
    .from(events)
    .where(and(eq(events.requestId, requestId), eq(events.type, 'request.document-uploaded')));

describe('limits on what an applicant uploads', () => {
  it('refuses a fourth document on one request with 409 UPLOAD_LIMIT, and lets staff add theirs', async () => {
    const who = await registerApplicant(ctx);
    const { id } = await submitOne(ctx, who, visa.id, iraq.id);
    for (let i = 0; i < 3; i++) await uploadAsApplicant(ctx, who, id);
    const refused = await upload(who, id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_LIMIT' });
    expect(refused.json().message).toMatch(/^file: this request already holds 3/);
    const docs = (await call(ctx, who.headers, `/api/applicant/requests/${id}`)).json().documents;
    expect(docs).toHaveLength(3);
    // Staff attachments are the agency's, not the applicant's: not counted, not refused.
    const mp = multipartFile(PDF, 'embassy-letter.pdf', 'application/pdf');
    const staff = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-document/${id}`,
      headers: { ...admin, ...mp.headers },
      payload: mp.payload,
    });
    expect(staff.statusCode, staff.body).toBe(201);
  });

  it('counts bytes per request: a file that would pass the request total is refused', async () => {
    const who = await registerApplicant(ctx);
    const { id } = await submitOne(ctx, who, visa.id, iraq.id);
    const big = Buffer.concat([PDF, Buffer.alloc(700 * 1024, 0x20)]);
    expect((await upload(who, id, big)).statusCode).toBe(201);
    const second = await upload(who, id, big);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toContain('1 MB in all');
  });

  it('counts every request of the applicant, and an hour of uploads even after removing them', async () => {
    const who = await registerApplicant(ctx);
    const first = await submitOne(ctx, who, visa.id, iraq.id);
    const second = await submitOne(ctx, who, visa.id, iraq.id);
    const kept: { id: string }[] = [];
    for (let i = 0; i < 3; i++) kept.push(await uploadAsApplicant(ctx, who, first.id));
    for (let i = 0; i < 2; i++) kept.push(await uploadAsApplicant(ctx, who, second.id));
    // Five in all across the two requests.
    const total = await upload(who, second.id);
    expect(total.statusCode, total.body).toBe(409);
    expect(total.json().message).toMatch(/your requests already hold 5/);
    // Removing frees the total, but the hour still counts what was sent: one more, then 429.
    await remove(who, second.id, kept[3]!.id);
    await remove(who, second.id, kept[4]!.id);
    expect((await upload(who, second.id)).statusCode).toBe(201);
    const hourly = await upload(who, second.id);
    expect(hourly.statusCode, hourly.body).toBe(429);
    expect(hourly.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED' });
    const retryAfter = Number(hourly.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another applicant is not held back by this one's hour.
    const other = await registerApplicant(ctx);
    const theirs = await submitOne(ctx, other, visa.id, iraq.id);
    expect((await upload(other, theirs.id)).statusCode).toBe(201);
  });

  it('lets no burst of parallel uploads past the limit', async () => {
    const who = await registerApplicant(ctx);
    const { id } = await submitOne(ctx, who, visa.id, iraq.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(who, id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const docs = (await call(ctx, who.headers, `/api/applicant/requests/${id}`)).json().documents;
    expect(docs).toHaveLength(3);
  });

  it('shows a burst as one unread bell item that counts the files', async () => {
    const who = await registerApplicant(ctx);
    const { id } = await submitOne(ctx, who, visa.id, iraq.id);
    for (let i = 0; i < 3; i++) await uploadAsApplicant(ctx, who, id, `page-${i + 1}.pdf`);
    const burst = await uploadEvents(id);
    expect(burst).toHaveLength(1);
    expect(burst[0]!.params).toMatchObject({ count: 3, fileName: 'page-3.pdf', by: 'user' });
  });

  it('announces the burst item again, under its id, each time it counts one more file', async () => {
    const who = await registerApplicant(ctx);
    const { id } = await submitOne(ctx, who, visa.id, iraq.id);
    const live: string[] = [];
    const stop = ctx.app.eventHub.subscribe((e) => {
      if (e.requestId === id && e.type === 'request.document-uploaded')
        live.push(`${e.id}:${e.params.count ?? 1}`);
    });
    try {
      await uploadAsApplicant(ctx, who, id);
      await expect.poll(() => live.length).toBe(1);
      await uploadAsApplicant(ctx, who, id);
      await expect.poll(() => live.length).toBe(2);
      const [itemId] = live[0]!.split(':');
      expect(live).toEqual([`${itemId}:1`, `${itemId}:2`]);
    } finally {
      stop();
    }
  });

  it('starts a new bell item after a seen one, and keeps staff uploads one item each', async () => {
    const who = await registerApplicant(ctx);
    const { id } = await submitOne(ctx, who, visa.id, iraq.id);
    await uploadAsApplicant(ctx, who, id);
    await ctx.db.update(events).set({ seen: true }).where(eq(events.requestId, id));
    await uploadAsApplicant(ctx, who, id);
    const items = await uploadEvents(id);
    expect(items).toHaveLength(2);
    expect(items.find((e) => !e.seen)!.params.count ?? 1).toBe(1);
    for (let i = 0; i < 2; i++) {
      const mp = multipartFile(PDF, `letter-${i}.pdf`, 'application/pdf');
      await ctx.app.inject({
        method: 'POST',
        url: `/api/requests/upload-document/${id}`,
        headers: { ...admin, ...mp.headers },
        payload: mp.payload,
      });
    }
    expect(await uploadEvents(id)).toHaveLength(4);
  });
});
