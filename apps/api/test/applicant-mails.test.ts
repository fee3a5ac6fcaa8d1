import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, users } from '@visadesk/db';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PORTAL_URL, loadConfig } from '../src/config';
import { MAIL_JOB } from '../src/jobs/mail';
import { APPLICANT_MAIL_TEXTS } from '../src/lib/mail/applicant-mail-texts';
import { hashPassword } from '../src/modules/auth/passwords';
import { productionWarnings } from '../src/start-banner';
import { move, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, bearer, buildTestApp, createAdmin, login, uniqueEmail, uniqueIp } from './helpers';
import { smtpSink, waitFor } from './job-fixtures';

// The applicant's mails (ADR 0020) from the API actions that cause them, through the job queue to
// a real SMTP server in this process, read back as the recipient's mail program would.

// ---------------------------------------------------------------------------------------------
// Reading what arrived, with mailparser. Only the parts the mail has: no text made from its HTML
// and no HTML from its text, so a mail that lacks either part fails the assertions on that part.

interface ReadMail {
  /** The addresses in the To header. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const parsed = new WeakMap<object, Promise<ReadMail>>();

/** A received mail, parsed once (waiting for a mail reads the same ones again and again). */
function readMail(mail: { raw: string }): Promise<ReadMail> {
  let read = parsed.get(mail);
  if (!read) {
    read = simpleParser(mail.raw, { skipHtmlToText: true, skipTextToHtml: true }).then((m) => ({
      to: [m.to ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? '')),
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: m.html || '',
    }));
    parsed.set(mail, read);
  }
  return read;
}

// ---------------------------------------------------------------------------------------------

const sink = smtpSink();
const smtpPort = await sink.listen();
afterAll(() => sink.close());

const logs: string[] = [];
const ctx = await buildTestApp(
  {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // A trailing slash is dropped: links are https://portal.agency.example/applications/…
    PORTAL_URL: 'https://portal.agency.example/',
    JOBS_POLL_SECONDS: '0.5',
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'info',
  },
  { logStream: { write: (line) => void logs.push(line) } },
);
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

/** An applicant who signed in, in their language. */
async function applicant(locale: 'en' | 'ar', fullName = locale === 'ar' ? 'زينب علي' : 'Zainab Ali') {
  const email = uniqueEmail(`applicant-${locale}`);
  const password = 'Baghdad2026!';
  await ctx.db.insert(users).values({ fullName, email, locale, passwordHash: await hashPassword(password) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/loginUser',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, headers: bearer(res.json().access_token as string) };
}

/** Every mail the SMTP server received for `to`, read. */
const mailsTo = (to: string) => Promise.all(sink.to(to).map((m) => readMail(m)));

/** Waits for the mail to `to` whose subject contains `subject`, and reads it. */
async function mailTo(to: string, subject: string): Promise<ReadMail> {
  const find = async () => (await mailsTo(to)).find((m) => m.subject.includes(subject));
  await waitFor(async () => (await find()) !== undefined, 15_000, `the mail "${subject}"`);
  return (await find())!;
}

/** Pays a group through the built-in ZainCash sandbox the way a browser does, and verifies it. */
async function payWithZainCash(who: { headers: Record<string, string> }, groupId: string, verifies = 1) {
  const created = await fetch(`${base}/api/gateways/create`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ groupId, gateway: 'zain-cash' }),
  });
  expect(created.status).toBe(200);
  const payment = (await created.json()) as { payUrl: string; amount: number };
  const paid = await fetch(payment.payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const token = new URL(paid.headers.get('location')!).searchParams.get('token')!;
  const replies = await Promise.all(
    Array.from({ length: verifies }, () =>
      fetch(`${base}/api/zain-cash/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }).then((r) => r.json() as Promise<{ status: string }>),
    ),
  );
  expect(replies.every((r) => r.status === 'succeeded')).toBe(true);
  return payment.amount;
}

/** Mail jobs whose subject names this reference, queued or done. */
async function jobsNaming(reference: string) {
  const result = await ctx.app.db.execute(
    sql`select data->>'subject' as subject from pgboss.job where name = ${MAIL_JOB} and data->>'subject' like ${`%${reference}%`}`,
  );
  return (result as unknown as { rows: { subject: string }[] }).rows.map((r) => r.subject);
}

const amount = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} IQD`;

describe('the submission and payment mails', () => {
  it('tells an English applicant what they submitted, what it costs and where to pay and follow it', async () => {
    const who = await applicant('en');
    const group = await submitGroup(ctx, who, visa.id, [
      traveller(iraq.id, { fullName: 'Ali Hassan Kareem' }),
      traveller(iraq.id, { fullName: 'Mariam Hassan Kareem' }),
    ]);
    const mail = await mailTo(who.email, group.groupReference);
    expect(mail.subject).toBe(`We received your visa application ${group.groupReference}`);
    expect(mail.to).toEqual([who.email]);
    const link = `https://portal.agency.example/applications/${group.groupReference}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(group.groupReference);
      expect(body).toContain(visa.titleEn);
      expect(body).toContain('Ali Hassan Kareem');
      expect(body).toContain('Mariam Hassan Kareem');
      for (const r of group.requests) expect(body).toContain(r.reference);
      // Each traveller's tracking reference, grouped as the tracking page takes it.
      for (const r of group.requests) expect(body).toContain(r.publicReference);
      expect(body).toContain(amount(visa.price * 2));
      expect(body).toContain(link);
    }
    expect(mail.text).toContain('Dear Zainab Ali,');
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(await mailsTo(who.email)).toHaveLength(1);
  });

  it('confirms a payment through the ZainCash sandbox once, with the amount and the gateway, however often it is verified', async () => {
    const who = await applicant('en');
    const group = await submitGroup(ctx, who, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    await mailTo(who.email, `application ${group.groupReference}`);
    const paid = await payWithZainCash(who, group.groupId, 3);
    expect(paid).toBe(visa.price * 2);

    const mail = await mailTo(who.email, 'Payment received');
    expect(mail.subject).toBe(`Payment received for your application ${group.groupReference}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(amount(paid));
      expect(body).toContain('ZainCash');
      expect(body).toContain(`https://portal.agency.example/applications/${group.groupReference}`);
    }
    expect(mail.text).toContain(`Amount paid: ${amount(paid)}`);
    expect(mail.text).toContain('Paid with: ZainCash');
    // Three concurrent verifications paid once, so one payment mail (and no status mail per request).
    await ctx.app.mailer.idle();
    expect((await mailsTo(who.email)).map((m) => m.subject)).toEqual([
      `We received your visa application ${group.groupReference}`,
      `Payment received for your application ${group.groupReference}`,
    ]);
  });
});

describe('the status mails', () => {
  it('sends an English applicant every move, with the reason and "fix and resubmit" for Modified', async () => {
    const who = await applicant('en');
    const group = await submitGroup(ctx, who, visa.id, [
      traveller(iraq.id, { fullName: 'Ali Hassan Kareem' }),
    ]);
    const request = group.requests[0]!;
    await payWithZainCash(who, group.groupId);
    const reason = 'The passport scan is blurred: upload a sharper copy of the photo page.';
    await move(ctx, admin, request.id, [{ status: 'InProcess' }, { status: 'Modified', reason }]);

    const inProcess = await mailTo(who.email, 'In process');
    expect(inProcess.subject).toBe(`Request ${request.reference}: In process`);
    expect(inProcess.text).toContain('Nothing is needed from you for now');
    expect(inProcess.text).not.toContain('Reason from our staff');

    const modified = await mailTo(who.email, 'Changes requested');
    expect(modified.subject).toBe(`Request ${request.reference}: Changes requested`);
    const link = `https://portal.agency.example/applications/${group.groupReference}`;
    expect(modified.text).toContain(`The status of request ${request.reference} is now: Changes requested.`);
    expect(modified.text).toContain(`Reason from our staff:\n${reason}`);
    expect(modified.text).toContain(`Fix and resubmit: ${link}`);
    expect(modified.text).toContain('Traveller: Ali Hassan Kareem');
    expect(modified.text).toContain(`Tracking reference: ${request.publicReference}`);
    expect(modified.html).toContain(reason);
    expect(modified.html).toMatch(new RegExp(`<a href="${link}"[^>]*>Fix and resubmit</a>`));
    expect(modified.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
  });

  it('writes to an Arabic applicant in Arabic: right-to-left HTML, an Arabic subject and /ar links', async () => {
    const who = await applicant('ar');
    const group = await submitGroup(ctx, who, visa.id, [traveller(iraq.id)]);
    const request = group.requests[0]!;

    const submitted = await mailTo(who.email, group.groupReference);
    expect(submitted.subject).toBe(`استلمنا طلب التأشيرة ${group.groupReference}`);
    expect(submitted.text).toContain(visa.titleAr);
    expect(submitted.text).toContain(`${new Intl.NumberFormat('ar-IQ').format(visa.price)} دينار عراقي`);

    // Paid in cash at the counter: the same mail, the gateway in words.
    const cash = await ctx.app.inject({
      method: 'POST',
      url: '/api/gateways/record-cash-payment',
      headers: admin,
      payload: { groupId: group.groupId, note: 'Receipt 1024' },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const paid = await mailTo(who.email, 'استلمنا الدفعة');
    expect(paid.text).toContain('طريقة الدفع: نقدًا في مكتبنا');
    expect(paid.text).not.toContain('Receipt 1024');

    const reason = 'صورة جواز السفر غير واضحة؛ يُرجى رفع نسخة أوضح.';
    await move(ctx, admin, request.id, [{ status: 'InProcess' }, { status: 'Modified', reason }]);
    const modified = await mailTo(who.email, 'مطلوب تعديله');
    expect(modified.subject).toBe(`الطلب ${request.reference}: مطلوب تعديله`);
    expect(modified.to).toEqual([who.email]);
    expect(modified.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(modified.html).toContain('<div dir="rtl"');
    expect(modified.html).toContain(reason);
    expect(modified.text).toContain(reason);
    const link = `https://portal.agency.example/ar/applications/${group.groupReference}`;
    expect(modified.text).toContain(`عدّل الطلب وأعد تقديمه: ${link}`);
    expect(modified.html).toContain(`<a href="${link}"`);
    expect(modified.text).toContain('مرحبًا زينب علي،');
    expect(modified.text).not.toMatch(/Changes requested|Reason from our staff/);
  });

  it('sends nothing for a status change that rolls back', async () => {
    const who = await applicant('en');
    const group = await submitGroup(ctx, who, visa.id, [traveller(iraq.id)]);
    const request = group.requests[0]!;
    await payWithZainCash(who, group.groupId);
    await move(ctx, admin, request.id, [{ status: 'InProcess' }]);
    await mailTo(who.email, 'In process');

    // Rejecting a paid request refunds it, which this admin may not do: the move, its history,
    // its event and its mail (queued before the refund was checked) all roll back.
    const clerk = await createAdmin(ctx, { permissions: ['process-requests'] });
    const clerkHeaders = bearer(
      (await login(ctx, clerk.email, clerk.password)).json().access_token as string,
    );
    const detail = (
      await ctx.app.inject({ url: `/api/requests/one-by-admin/${request.id}`, headers: admin })
    ).json();
    const queued = vi.spyOn(ctx.app.mailer, 'sendIn');
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${request.id}`,
      headers: clerkHeaders,
      payload: { version: detail.version, status: 'Rejected', reason: 'Not eligible this season.' },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    // The mail had been queued in the transaction when the refusal rolled it back.
    expect(queued.mock.calls.map(([, mail]) => mail.subject)).toEqual([
      `Request ${request.reference}: Rejected`,
    ]);
    queued.mockRestore();
    expect(
      (await ctx.app.inject({ url: `/api/requests/one-by-admin/${request.id}`, headers: admin })).json()
        .status,
    ).toBe('InProcess');

    // A later committed move is delivered; the rolled-back one never became a job at all.
    await move(ctx, admin, request.id, [{ status: 'Approved' }]);
    await mailTo(who.email, 'Approved');
    await ctx.app.mailer.idle();
    expect(await jobsNaming(request.reference)).not.toContainEqual(expect.stringContaining('Rejected'));
    const subjects = (await mailsTo(who.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith(`Request ${request.reference}`))).toEqual([
      `Request ${request.reference}: In process`,
      `Request ${request.reference}: Approved`,
    ]);
    expect((await mailsTo(who.email)).some((m) => m.text.includes('Not eligible this season'))).toBe(false);
  });

  it('escapes HTML in the reason and in names, and keeps them as typed in the text part', async () => {
    const who = await applicant('en', 'Zainab <b>Ali</b>');
    const name = 'Ali "<i>the</i>" Kareem';
    const group = await submitGroup(ctx, who, visa.id, [traveller(iraq.id, { fullName: name })]);
    const request = group.requests[0]!;
    await payWithZainCash(who, group.groupId);
    const reason = `Upload <a href="https://evil.example/">the form</a> <script>alert('x')</script> & <img src=x onerror=alert(1)>`;
    await move(ctx, admin, request.id, [{ status: 'InProcess' }, { status: 'Rejected', reason }]);

    const rejected = await mailTo(who.email, 'Rejected');
    expect(rejected.text).toContain(reason);
    expect(rejected.text).toContain('Dear Zainab <b>Ali</b>,');
    expect(rejected.html).not.toContain('<script');
    expect(rejected.html).not.toContain('<img');
    expect(rejected.html).not.toContain('evil.example/">');
    expect(rejected.html).not.toContain('<b>Ali</b>');
    expect(rejected.html).not.toContain('<i>the</i>');
    expect(rejected.html).toContain(
      'Upload &lt;a href=&quot;https://evil.example/&quot;&gt;the form&lt;/a&gt; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(rejected.html).toContain('Zainab &lt;b&gt;Ali&lt;/b&gt;');
    expect(rejected.html).toContain('Ali &quot;&lt;i&gt;the&lt;/i&gt;&quot; Kareem');
    // Only our own links: the portal's.
    expect([...rejected.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `https://portal.agency.example/applications/${group.groupReference}`,
      `https://portal.agency.example/applications/${group.groupReference}`,
    ]);
    expect(rejected.text).toContain('will be refunded');
  });

  it('logs no address, subject or body of the applicant mails', async () => {
    await ctx.app.mailer.idle();
    const emails = sink.received.flatMap((m) => m.to);
    expect(emails.length).toBeGreaterThan(5);
    const sent = logs.filter((l) => l.includes('"mail sent"'));
    expect(sent.some((l) => l.includes('"template":"request-status-changed"'))).toBe(true);
    expect(sent.some((l) => l.includes('"template":"application-submitted"'))).toBe(true);
    expect(sent.some((l) => l.includes('"template":"application-paid"'))).toBe(true);
    const all = logs.join('\n');
    for (const email of emails) expect(all).not.toContain(email);
    for (const text of ['passport scan is blurred', 'evil.example', 'We received your visa application'])
      expect(all).not.toContain(text);
  });
});

describe('the texts of both languages', () => {
  const leaves = (value: unknown, path = ''): [string, string][] =>
    typeof value === 'string'
      ? [[path, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('have the same keys and, in each text, the same placeholders', () => {
    const en = leaves(APPLICANT_MAIL_TEXTS.en);
    const ar = leaves(APPLICANT_MAIL_TEXTS.ar);
    expect(ar.map(([k]) => k)).toEqual(en.map(([k]) => k));
    const arTexts = new Map(ar);
    for (const [key, text] of en) {
      expect(arTexts.get(key)!.trim(), key).not.toBe('');
      expect(placeholders(arTexts.get(key)!), key).toEqual(placeholders(text));
    }
    // Arabic is Arabic (the brand name aside), not an English text left untranslated.
    for (const [key, text] of ar) expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('PORTAL_URL', () => {
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: join(tmpdir(), 'vd-portal-url'), JWT_SECRET: 'x'.repeat(40), ...env });

  it('defaults to the demo portal, drops a trailing slash, and takes only http(s) addresses', () => {
    expect(load().PORTAL_URL).toBe('http://localhost:3001');
    expect(DEMO_PORTAL_URL).toBe('http://localhost:3001');
    expect(load({ PORTAL_URL: 'https://portal.agency.example/' }).PORTAL_URL).toBe(
      'https://portal.agency.example',
    );
    expect(() => load({ PORTAL_URL: 'javascript:alert(1)' })).toThrow(/PORTAL_URL/);
    expect(() => load({ PORTAL_URL: 'portal.agency.example' })).toThrow(/PORTAL_URL/);
  });

  it('is named among the production warnings while mails would link to the demo portal', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'false',
      ADMIN_EMAIL: 'director@agency.example',
      ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
    };
    const unset: Record<string, string>[] = [
      {},
      { PORTAL_PORT: '3002' },
      { PORTAL_URL: 'http://127.0.0.1:3001' },
    ];
    for (const env of unset)
      expect(productionWarnings(load({ ...production, ...env }))).toContainEqual(
        expect.stringMatching(/^PORTAL_URL is not set to a public address/),
      );
    expect(
      productionWarnings(load({ ...production, PORTAL_URL: 'https://portal.agency.example' })),
    ).not.toContainEqual(expect.stringMatching(/PORTAL_URL/));
  });
});
