import { eq, requestStatusHistory, requests } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { call, payCash, portalSetup, submitOne } from './applicant-fixtures';
import { move } from './application-fixtures';
import { lastMail } from './mail-fixtures';

// A staff reason is written in one language and read in another: its language is stored with it
// (requests.reason_lang, request_status_history.note_lang) and marked wherever it is shown.

const { ctx, iraq, visa, admin, alice } = await portalSetup();

/** A paid request of Alice (who reads Arabic) taken in hand by staff. */
async function inProcess() {
  const { id, group } = await submitOne(ctx, alice, visa.id, iraq.id);
  await payCash(ctx, admin, group.groupId);
  const detail = await move(ctx, admin, id, [{ status: 'InProcess' }]);
  return { id, group, version: detail.version as number };
}

const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/requests/${id}`, headers: admin, payload });

const ENGLISH = 'Please upload a clearer passport scan';
const ARABIC = 'يرجى رفع صورة أوضح لجواز السفر';

describe('the language of a staff reason', () => {
  it('is stored as staff chose it, answered everywhere the reason is, and marked in the mail', async () => {
    const { id, group, version } = await inProcess();
    const res = await patch(id, { version, status: 'Modified', reason: ENGLISH, reasonLang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    // Staff see whom they write for and in which language the reason is.
    expect(res.json()).toMatchObject({ reason: ENGLISH, reasonLang: 'en', applicant: { locale: 'ar' } });
    expect(res.json().history.at(-1)).toMatchObject({ to: 'Modified', note: ENGLISH, noteLang: 'en' });
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ reason: ENGLISH, reasonLang: 'en' });
    const history = await ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, id));
    expect(history.find((h) => h.toStatus === 'Modified')).toMatchObject({ note: ENGLISH, noteLang: 'en' });

    // The applicant's views.
    const mine = (await call(ctx, alice.headers, `/api/applicant/requests/${id}`)).json();
    expect(mine).toMatchObject({ reason: ENGLISH, reasonLang: 'en' });
    expect(mine.history.at(-1)).toMatchObject({ note: ENGLISH, noteLang: 'en' });
    const groups = (await call(ctx, alice.headers, `/api/applicant/groups/${group.groupReference}`)).json();
    expect(groups.requests[0]).toMatchObject({ reason: ENGLISH, reasonLang: 'en' });

    // The Arabic mail: the English reason in an element that says so, the text part plain.
    const mail = (await lastMail(ctx, alice.email, 'request-status-changed'))!;
    expect(mail.locale).toBe('ar');
    expect(mail.html).toMatch(new RegExp(`<div lang="en" dir="ltr"[^>]*>${ENGLISH}</div>`));
    expect(mail.html).toContain('مكتوب بالإنجليزية');
    expect(mail.text).toContain(ENGLISH);
    expect(mail.text).not.toMatch(/lang=|مكتوب بالإنجليزية/);
  });

  it('is read from the text when the client sends none (Arabic letters: ar)', async () => {
    const { id, version } = await inProcess();
    const res = await patch(id, { version, status: 'Rejected', reason: ARABIC });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reasonLang: 'ar' });
    const mail = (await lastMail(ctx, alice.email, 'request-status-changed'))!;
    expect(mail.html).toMatch(new RegExp(`<div lang="ar" dir="rtl"[^>]*>${ARABIC}</div>`));
    expect(mail.html).not.toContain('مكتوب بال');
    const other = await inProcess();
    const english = await patch(other.id, { version: other.version, status: 'Rejected', reason: ENGLISH });
    expect(english.json()).toMatchObject({ reasonLang: 'en' });
  });

  it('refuses a language that is not one of ours, or one without a reason, with 400 naming the field', async () => {
    const { id, version } = await inProcess();
    for (const payload of [
      { version, status: 'Modified', reason: ENGLISH, reasonLang: 'fr' },
      { version, status: 'Modified', reason: ENGLISH, reasonLang: 'EN' },
      { version, status: 'Modified', reason: ENGLISH, reasonLang: 1 },
      { version, status: 'Approved', reasonLang: 'en' },
    ]) {
      const res = await patch(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect([res.json().message].flat()[0]).toMatch(/^body\.reasonLang: /);
    }
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ status: 'InProcess', version });
  });
});
