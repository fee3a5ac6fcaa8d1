import { randomUUID } from 'node:crypto';
import { admins, and, eq, events, ticketReplies, tickets, users } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { APPLICANT_MAIL_TEXTS } from '../src/lib/mail/applicant-mail-texts';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { bearer, buildTestApp, createAdmin, createApplicant, login, uniqueEmail, uniqueIp } from './helpers';
import { lastMail, outbox } from './mail-fixtures';

/**
 * The conversation under a ticket: staff read and answer it in the back office (the answer is
 * mailed to the ticket's address in the ticket's language); the applicant who opened it while
 * signed in reads it on the portal and writes back there.
 */

const PORTAL = 'https://portal.agency.example';
// A trailing slash is dropped from the links.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', PORTAL_URL: `${PORTAL}/` });
// The catalog first (it is seeded only into a database without admins): tickets name requests.
const catalog = await seedCatalog(ctx);

/** A request of the applicant's own, for a ticket to name. */
async function ownReference(applicant: { headers: Record<string, string> }) {
  const { requests } = await submitGroup(ctx, applicant, catalog.visa.id, [traveller(catalog.iraq.id)]);
  return requests[0]!.reference;
}

const STAFF_NAME = 'Rana Haddad';
const staffAdmin = await createAdmin(ctx);
await ctx.db.update(admins).set({ name: STAFF_NAME }).where(eq(admins.id, staffAdmin.id));
const staff = bearer((await login(ctx, staffAdmin.email, staffAdmin.password)).json().access_token as string);

type Headers = Record<string, string>;

/** An applicant who signs in with the English portal (registerApplicant's applicants write Arabic). */
async function englishApplicant() {
  const row = await createApplicant(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/loginUser',
    payload: { email: row.email, password: row.password },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: row.id, email: row.email, headers: bearer(res.json().access_token as string) };
}

/** Opens a ticket through the contact form, signed in or not; answers the created ticket. */
async function openTicket(headers: Headers = {}, fields: Record<string, unknown> = {}) {
  const payload = {
    name: 'Mustafa Kareem',
    email: uniqueEmail('ticket'),
    subject: 'Payment question',
    message: 'I paid twice by mistake, please help me.',
    ...fields,
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers,
    payload,
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    email: string;
    name: string;
    subject: string;
    status: string;
    locale: string;
    userId: string | null;
  };
}

const staffGet = (id: string, headers: Headers = staff) =>
  ctx.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers });
const staffAnswer = (id: string, payload: object, headers: Headers = staff) =>
  ctx.app.inject({ method: 'POST', url: `/api/tickets/${id}/replies`, headers, payload });
const applicantGet = (id: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/applicant/tickets/${id}`, headers });
const applicantAnswer = (id: string, payload: object, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/applicant/tickets/${id}/replies`, headers, payload });

/** Answers as staff and expects it to work. */
async function answered(id: string, payload: object) {
  const res = await staffAnswer(id, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const storedTicket = async (id: string) =>
  (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const storedReplies = (id: string) =>
  ctx.db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, id));
const repliedEvents = (id: string) =>
  ctx.db
    .select()
    .from(events)
    .where(and(eq(events.ticketId, id), eq(events.type, 'ticket.replied')));

/** Every mail about an answer (with it, or a visitor's notice) that went out to `to`. */
async function answerMails(to: string) {
  await ctx.app.mailer.idle();
  return outbox(ctx).sent.filter(
    (m) => m.to === to && (m.template === 'ticket-replied' || m.template === 'ticket-answered-notice'),
  );
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('opening a ticket records the language to answer in', () => {
  it("takes the locale given, else a signed-in applicant's own, else English", async () => {
    const arabicVisitor = await openTicket({}, { locale: 'ar' });
    expect(arabicVisitor).toMatchObject({ locale: 'ar', userId: null });
    expect((await storedTicket(arabicVisitor.id)).locale).toBe('ar');

    const visitor = await openTicket();
    expect(visitor.locale).toBe('en');
    expect((await storedTicket(visitor.id)).locale).toBe('en');

    // registerApplicant's applicant chose Arabic when registering: their ticket is answered in it.
    const arabicApplicant = await registerApplicant(ctx);
    const theirs = await openTicket(arabicApplicant.headers);
    expect(theirs).toMatchObject({ locale: 'ar', userId: arabicApplicant.id });
    expect((await storedTicket(theirs.id)).locale).toBe('ar');
    // What they ask for wins over their account's language.
    const inEnglish = await openTicket(arabicApplicant.headers, { locale: 'en' });
    expect((await storedTicket(inEnglish.id)).locale).toBe('en');

    const englishOne = await englishApplicant();
    expect((await openTicket(englishOne.headers)).locale).toBe('en');
    const asked = await openTicket(englishOne.headers, { locale: 'ar' });
    expect(asked).toMatchObject({ locale: 'ar', userId: englishOne.id });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket',
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Someone',
        email: uniqueEmail('ticket'),
        subject: 'A question',
        message: 'A long enough message here.',
        locale: 'fr',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^body\.locale: /);
  });
});

describe('a signed-in ticket speaks for its account', () => {
  it("stores the account's name, email and phone, whatever the body claims", async () => {
    const me = await englishApplicant();
    const someoneElse = uniqueEmail('victim');
    const ticket = await openTicket(me.headers, {
      name: 'Zaid Adel Salman',
      email: someoneElse,
      phone: '07701234567',
    });
    const [account] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(ticket).toMatchObject({ userId: me.id, name: account!.fullName, email: me.email });
    const stored = await storedTicket(ticket.id);
    expect(stored).toMatchObject({ name: account!.fullName, email: me.email, phone: account!.phone });
    // Staff see the account's details, and their answer goes to the account's address only.
    expect((await staffGet(ticket.id)).json()).toMatchObject({ name: account!.fullName, email: me.email });
    await answered(ticket.id, { body: 'We looked at it.' });
    expect(await answerMails(me.email)).toHaveLength(1);
    expect(await answerMails(someoneElse)).toEqual([]);
  });

  it("refuses another applicant's request reference with 400 naming the field, writing nothing", async () => {
    const owner = await registerApplicant(ctx);
    const reference = await ownReference(owner);
    const other = await englishApplicant();
    const before = (await ctx.db.select().from(tickets)).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: other.headers,
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Mallory',
        email: other.email,
        subject: 'About my passport',
        message: 'Please read my passport number back to me.',
        requestReference: reference,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(['body.requestReference: is not one of your requests']);
    expect((await ctx.db.select().from(tickets)).length).toBe(before);
    // The owner may name it.
    const own = await openTicket(owner.headers, { requestReference: reference });
    expect((await storedTicket(own.id)).requestReference).toBe(reference);
  });
});

describe('GET /api/tickets/:id (staff)', () => {
  it('gives the ticket with its conversation, oldest message first, naming the staff author', async () => {
    const applicant = await registerApplicant(ctx);
    const reference = await ownReference(applicant);
    const opened = await openTicket(applicant.headers, {
      name: 'Zainab Ali',
      email: applicant.email,
      subject: 'Where is my visa',
      message: 'It has been two weeks already, any news?',
      requestReference: reference,
    });
    const fresh = await staffGet(opened.id);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({
      id: opened.id,
      name: 'Zainab Ali',
      email: applicant.email,
      phone: null,
      subject: 'Where is my visa',
      message: 'It has been two weeks already, any news?',
      requestReference: reference,
      status: 'open',
      locale: 'ar',
      userId: applicant.id,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      replies: [],
    });

    await answered(opened.id, { body: 'Your visa is being processed.' });
    const back = await applicantAnswer(opened.id, { body: 'Thank you, how long still?' }, applicant.headers);
    expect(back.statusCode, back.body).toBe(201);
    await answered(opened.id, { body: 'About three more days.' });

    const res = await staffGet(opened.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.replies).toEqual([
      {
        id: expect.any(String),
        author: 'staff',
        staffName: STAFF_NAME,
        body: 'Your visa is being processed.',
        createdAt: expect.stringMatching(ISO),
      },
      {
        id: expect.any(String),
        author: 'applicant',
        staffName: null,
        body: 'Thank you, how long still?',
        createdAt: expect.stringMatching(ISO),
      },
      {
        id: expect.any(String),
        author: 'staff',
        staffName: STAFF_NAME,
        body: 'About three more days.',
        createdAt: expect.stringMatching(ISO),
      },
    ]);
    const stored = await storedReplies(opened.id);
    expect(new Set(detail.replies.map((r: { id: string }) => r.id))).toEqual(
      new Set(stored.map((r) => r.id)),
    );
    // The staff answer after the applicant's follow-up leaves the re-opened ticket in progress.
    expect(detail.status).toBe('in-progress');
  });

  it('answers an unknown ticket with 404 and a malformed id with 400', async () => {
    const unknown = await staffGet(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' });
    const malformed = await staffGet('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(malformed.json().message[0]).toMatch(/^params\.id: /);
  });
});

describe('POST /api/tickets/:id/replies (staff answer)', () => {
  it('writes the answer, moves an open ticket to in-progress and mails it to the ticket address', async () => {
    const ticket = await openTicket({}, { name: 'Mustafa Kareem', subject: 'Payment question' });
    const res = await staffAnswer(ticket.id, { body: '  We refunded the second payment today.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({ id: ticket.id, status: 'in-progress', locale: 'en', userId: null });
    expect(detail.replies).toEqual([
      {
        id: expect.any(String),
        author: 'staff',
        staffName: STAFF_NAME,
        body: 'We refunded the second payment today.',
        createdAt: expect.stringMatching(ISO),
      },
    ]);
    // The answer moved the ticket: its updatedAt is the answer's time.
    expect(detail.updatedAt).toBe(detail.replies[0].createdAt);

    const stored = await storedTicket(ticket.id);
    expect(stored.status).toBe('in-progress');
    const rows = await storedReplies(ticket.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: detail.replies[0].id,
        author: 'staff',
        adminId: staffAdmin.id,
        body: 'We refunded the second payment today.',
      }),
    ]);
    expect((await staffGet(ticket.id)).json()).toEqual(detail);

    // A visitor's address was only typed: it gets a notice without the answer
    // (ticket-visitor-answer.test.ts reads it through the notice's link).
    const mails = await answerMails(ticket.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ticket.email,
      locale: 'en',
      template: 'ticket-answered-notice',
      subject: APPLICANT_MAIL_TEXTS.en.ticketNotice.subject,
    });
    expect(mails[0]!.text).not.toContain('We refunded the second payment today.');
  });

  it('applies an explicit status, and leaves a closed ticket closed when none is given', async () => {
    const ticket = await openTicket();
    const closed = await answered(ticket.id, { body: 'Done: the refund went out.', status: 'closed' });
    expect(closed.status).toBe('closed');
    expect((await storedTicket(ticket.id)).status).toBe('closed');

    const again = await answered(ticket.id, { body: 'One more detail: it takes three days.' });
    expect(again.status).toBe('closed');
    expect(again.replies.map((r: { body: string }) => r.body)).toEqual([
      'Done: the refund went out.',
      'One more detail: it takes three days.',
    ]);

    const reopened = await answered(ticket.id, { body: 'Reopening to check again.', status: 'open' });
    expect(reopened.status).toBe('open');
    expect((await storedTicket(ticket.id)).status).toBe('open');
    expect(await answerMails(ticket.email)).toHaveLength(3);
  });

  it('leaves an in-progress ticket in progress', async () => {
    const ticket = await openTicket();
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}`,
      headers: staff,
      payload: { status: 'in-progress' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await answered(ticket.id, { body: 'Still looking into it.' })).status).toBe('in-progress');
  });

  it("mails an Arabic ticket's answer in Arabic, right to left, with the answer's HTML escaped", async () => {
    const applicant = await registerApplicant(ctx); // writes Arabic
    const ticket = await openTicket(applicant.headers, {
      subject: 'سؤال عن الدفع',
      message: 'دفعت مرتين بالخطأ، أرجو المساعدة.',
    });
    const answer = '<script>alert("x")</script> تمت إعادة المبلغ & شكراً';
    await answered(ticket.id, { body: answer });

    const mail = await lastMail(ctx, applicant.email, 'ticket-replied');
    const ar = APPLICANT_MAIL_TEXTS.ar.ticketReply;
    expect(mail).toMatchObject({ to: applicant.email, locale: 'ar', subject: ar.subject });
    expect(mail!.subject).not.toBe(APPLICANT_MAIL_TEXTS.en.ticketReply.subject);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain(ar.intro);
    expect(mail!.html).toContain(ar.answer);
    expect(mail!.text).toContain(ar.intro);
    // The answer, as written, in the text part; escaped in the HTML part, never as markup.
    expect(mail!.text).toContain(answer);
    expect(mail!.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; تمت إعادة المبلغ &amp; شكراً',
    );
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('سؤال عن الدفع');
  });

  it("links a signed-in applicant's ticket to its conversation on the portal, mailing the account's address", async () => {
    const applicant = await registerApplicant(ctx); // writes Arabic
    const formAddress = uniqueEmail('form-address');
    const ticket = await openTicket(applicant.headers, { email: formAddress });
    await answered(ticket.id, { body: 'We looked at your request.' });
    const mail = await lastMail(ctx, applicant.email, 'ticket-replied');
    const ar = APPLICANT_MAIL_TEXTS.ar.ticketReply;
    expect(mail).toMatchObject({ to: applicant.email, locale: 'ar', subject: ar.subject });
    expect(mail!.text).toContain(ar.nextSignedIn);
    expect(mail!.text).toContain(`${ar.action}: ${PORTAL}/ar/contact/tickets/${ticket.id}\n`);
    expect(mail!.html).toContain(`href="${PORTAL}/ar/contact/tickets/${ticket.id}"`);
    // The account's address: an address typed into the form never receives a signed-in answer.
    expect(await answerMails(formAddress)).toEqual([]);

    const english = await englishApplicant();
    const theirs = await openTicket(english.headers, { email: english.email });
    await answered(theirs.id, { body: 'We looked at your request.' });
    const en = await lastMail(ctx, english.email, 'ticket-replied');
    expect(en).toMatchObject({ locale: 'en', subject: APPLICANT_MAIL_TEXTS.en.ticketReply.subject });
    expect(en!.html).toContain('<html lang="en" dir="ltr">');
    expect(en!.text).toContain(`${PORTAL}/contact/tickets/${theirs.id}\n`);
    expect(en!.html).toContain(`href="${PORTAL}/contact/tickets/${theirs.id}"`);
    expect(en!.text).not.toContain('/ar/');
  });

  it('refuses a bad answer with 400 naming the field, writing and mailing nothing', async () => {
    const ticket = await openTicket();
    const cases: [payload: unknown, field: RegExp][] = [
      [{ body: '' }, /^body\.body: /],
      [{ body: 'x' }, /^body\.body: /],
      [{ body: '   x   ' }, /^body\.body: /], // trimmed first
      [{ body: 'y'.repeat(5001) }, /^body\.body: /],
      [{}, /^body\.body: /],
      [{ body: 'A fine answer.', status: 'done' }, /^body\.status: /],
      [{ body: 'A fine answer.', internalNote: 'secret' }, /^body: .*internalNote/],
    ];
    for (const [payload, field] of cases) {
      const res = await staffAnswer(ticket.id, payload as object);
      const label = JSON.stringify(payload).slice(0, 60);
      expect([label, res.statusCode]).toEqual([label, 400]);
      const error = res.json();
      expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(error.message, label).toEqual(expect.arrayContaining([expect.stringMatching(field)]));
    }
    const malformed = await staffAnswer('not-a-uuid', { body: 'A fine answer.' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(malformed.json().message[0]).toMatch(/^params\.id: /);

    expect(await storedReplies(ticket.id)).toEqual([]);
    expect((await storedTicket(ticket.id)).status).toBe('open');
    expect(await answerMails(ticket.email)).toEqual([]);

    // The longest answer allowed goes through.
    const longest = await staffAnswer(ticket.id, { body: 'z'.repeat(5000) });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().replies[0].body).toHaveLength(5000);
  });

  it('answers an unknown ticket with 404, writing and mailing nothing', async () => {
    await ctx.app.mailer.idle(); // earlier tests' mails are out first
    const before = outbox(ctx).sent.length;
    const id = randomUUID();
    const res = await staffAnswer(id, { body: 'Hello there.' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' });
    expect(await storedReplies(id)).toEqual([]);
    await ctx.app.mailer.idle();
    expect(outbox(ctx).sent.length).toBe(before);
  });
});

describe('who may call the staff ticket routes', () => {
  it('refuses staff without process-requests (403), applicants (403) and no token (401), changing nothing', async () => {
    const ticket = await openTicket();
    const others = await createAdmin(ctx, {
      permissions: ['edit-admins', 'manage-catalog', 'view-finance', 'export-data'],
    });
    const lacking = bearer((await login(ctx, others.email, others.password)).json().access_token as string);
    const applicant = await registerApplicant(ctx);
    const calls = [
      (headers: Headers) => staffGet(ticket.id, headers),
      (headers: Headers) => staffAnswer(ticket.id, { body: 'Not allowed to say this.' }, headers),
    ];
    for (const call of calls) {
      const noPermission = await call(lacking);
      expect(noPermission.statusCode).toBe(403);
      expect(noPermission.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Needs the process-requests permission',
      });
      const asApplicant = await call(applicant.headers);
      expect(asApplicant.statusCode).toBe(403);
      expect(asApplicant.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This endpoint is for back-office staff',
      });
      const anonymous = await call({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
    expect(await storedReplies(ticket.id)).toEqual([]);
    expect((await storedTicket(ticket.id)).status).toBe('open');
    expect(await answerMails(ticket.email)).toEqual([]);
  });
});

describe('the applicant side of the conversation', () => {
  it('shows my ticket with the staff answers, naming no staff member', async () => {
    const applicant = await registerApplicant(ctx);
    const ticket = await openTicket(applicant.headers, {
      email: applicant.email,
      subject: 'Where is my visa',
      message: 'It has been two weeks already, any news?',
    });
    const unanswered = await applicantGet(ticket.id, applicant.headers);
    expect(unanswered.statusCode, unanswered.body).toBe(200);
    expect(unanswered.json()).toMatchObject({ status: 'open', lastReplyBy: null, replies: [] });

    const staffSide = await answered(ticket.id, { body: 'Your visa is being processed.' });
    const res = await applicantGet(ticket.id, applicant.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: ticket.id,
      subject: 'Where is my visa',
      message: 'It has been two weeks already, any news?',
      requestReference: null,
      status: 'in-progress',
      lastReplyBy: 'staff',
      createdAt: expect.stringMatching(ISO),
      updatedAt: staffSide.updatedAt,
      replies: [
        {
          id: staffSide.replies[0].id,
          author: 'staff',
          body: 'Your visa is being processed.',
          createdAt: staffSide.replies[0].createdAt,
        },
      ],
    });
    expect(res.body).not.toContain(STAFF_NAME);
    expect(res.body).not.toContain(staffAdmin.email);
    expect(res.body).not.toContain(staffAdmin.id);
    expect(res.body).not.toContain('staffName');
  });

  it("lists who wrote last under each of my tickets: 'staff' after an answer", async () => {
    const applicant = await registerApplicant(ctx);
    const quiet = await openTicket(applicant.headers, { subject: 'Nobody answered yet' });
    const answeredTicket = await openTicket(applicant.headers, { subject: 'Staff answered this' });
    const talked = await openTicket(applicant.headers, { subject: 'I wrote back here' });
    await answered(answeredTicket.id, { body: 'Here is our answer.' });
    await answered(talked.id, { body: 'Here is our answer.' });
    const back = await applicantAnswer(talked.id, { body: 'And here is mine.' }, applicant.headers);
    expect(back.statusCode, back.body).toBe(201);

    const res = await ctx.app.inject({ url: '/api/applicant/tickets', headers: applicant.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: string; lastReplyBy: string | null; status: string }[];
    const byId = new Map(items.map((t) => [t.id, t]));
    expect(byId.get(quiet.id)).toMatchObject({ lastReplyBy: null, status: 'open' });
    expect(byId.get(answeredTicket.id)).toMatchObject({ lastReplyBy: 'staff', status: 'in-progress' });
    expect(byId.get(talked.id)).toMatchObject({ lastReplyBy: 'applicant', status: 'open' });
    expect(items).toHaveLength(3);
    expect(res.body).not.toContain(STAFF_NAME);
  });

  it("writes back: the message, the ticket open again and a 'ticket.replied' event", async () => {
    const applicant = await registerApplicant(ctx);
    const ticket = await openTicket(applicant.headers, { name: 'Zainab Ali', subject: 'Refund please' });
    await answered(ticket.id, { body: 'We refunded it; closing.', status: 'closed' });
    expect(await repliedEvents(ticket.id)).toEqual([]);
    const mailsBefore = (await answerMails(ticket.email)).length;

    const res = await applicantAnswer(ticket.id, { body: '  It has not arrived yet.  ' }, applicant.headers);
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({ id: ticket.id, status: 'open', lastReplyBy: 'applicant' });
    expect(detail.replies.map((r: { author: string; body: string }) => [r.author, r.body])).toEqual([
      ['staff', 'We refunded it; closing.'],
      ['applicant', 'It has not arrived yet.'],
    ]);
    expect(detail.replies[1]).not.toHaveProperty('staffName');
    expect(detail.updatedAt).toBe(detail.replies[1].createdAt);

    expect((await storedTicket(ticket.id)).status).toBe('open');
    const rows = await storedReplies(ticket.id);
    expect(rows.find((r) => r.author === 'applicant')).toMatchObject({
      adminId: null,
      body: 'It has not arrived yet.',
    });
    const recorded = await repliedEvents(ticket.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: 'ticket.replied',
      ticketId: ticket.id,
      requestId: null,
      seen: false,
      params: { subject: 'Refund please', name: 'Zainab Ali' },
    });
    // Staff see it in the bell and in the ticket, which is theirs to answer again.
    const bell = (await ctx.app.inject({ url: '/api/events/all', headers: staff })).json();
    expect(bell.items).toContainEqual(
      expect.objectContaining({ type: 'ticket.replied', ticketId: ticket.id }),
    );
    const staffView = (await staffGet(ticket.id)).json();
    expect(staffView.status).toBe('open');
    expect(staffView.replies.at(-1)).toMatchObject({
      author: 'applicant',
      staffName: null,
      body: 'It has not arrived yet.',
    });
    // The applicant's own message is not mailed back to them.
    expect(await answerMails(ticket.email)).toHaveLength(mailsBefore);
  });

  it('refuses a bad message with 400 naming the field, writing nothing', async () => {
    const applicant = await registerApplicant(ctx);
    const ticket = await openTicket(applicant.headers);
    for (const [payload, field] of [
      [{ body: 'x' }, /^body\.body: /],
      [{ body: 'y'.repeat(5001) }, /^body\.body: /],
      [{ body: 'Fine message.', status: 'closed' }, /^body: .*status/],
    ] as const) {
      const res = await applicantAnswer(ticket.id, payload, applicant.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toEqual(expect.arrayContaining([expect.stringMatching(field)]));
    }
    const malformed = await applicantGet('not-a-uuid', applicant.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message[0]).toMatch(/^params\.id: /);
    expect(await storedReplies(ticket.id)).toEqual([]);
    expect(await repliedEvents(ticket.id)).toEqual([]);
  });

  it("answers another applicant's ticket, a visitor's and an unknown one with the same 404, changing nothing", async () => {
    const owner = await registerApplicant(ctx);
    const other = await registerApplicant(ctx);
    const mine = await openTicket(owner.headers, { subject: 'Private matter of mine' });
    await answered(mine.id, { body: 'A private answer.', status: 'closed' });
    const visitors = await openTicket({}, { subject: 'A visitor question' });
    expect(visitors.userId).toBeNull();

    const unknown = await applicantGet(randomUUID(), other.headers);
    expect(unknown.statusCode).toBe(404);
    const body = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(body(unknown.json())).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' });

    const attempts = [
      [mine.id, other.headers],
      [visitors.id, other.headers],
      [visitors.id, owner.headers],
    ] as const;
    for (const [id, headers] of attempts) {
      const read = await applicantGet(id, headers);
      expect([id, read.statusCode]).toEqual([id, 404]);
      expect(body(read.json())).toEqual(body(unknown.json()));
      expect(read.body).not.toContain('Private matter');
      expect(read.body).not.toContain('A private answer');
      const write = await applicantAnswer(id, { body: 'Let me in, please.' }, headers);
      expect([id, write.statusCode]).toEqual([id, 404]);
      expect(body(write.json())).toEqual(body(unknown.json()));
    }
    const unknownWrite = await applicantAnswer(randomUUID(), { body: 'Let me in, please.' }, other.headers);
    expect(unknownWrite.statusCode).toBe(404);

    // Nothing changed: no message, the closed ticket stays closed, no event.
    expect((await storedReplies(mine.id)).map((r) => r.author)).toEqual(['staff']);
    expect((await storedTicket(mine.id)).status).toBe('closed');
    expect(await storedReplies(visitors.id)).toEqual([]);
    expect(await repliedEvents(mine.id)).toEqual([]);
    expect(await repliedEvents(visitors.id)).toEqual([]);
    // The owner still reaches it.
    expect((await applicantGet(mine.id, owner.headers)).statusCode).toBe(200);
  });

  it('refuses no token with 401 and a staff token with 403', async () => {
    const applicant = await registerApplicant(ctx);
    const ticket = await openTicket(applicant.headers);
    for (const call of [
      (headers: Headers) => applicantGet(ticket.id, headers),
      (headers: Headers) => applicantAnswer(ticket.id, { body: 'Hello again.' }, headers),
    ]) {
      const anonymous = await call({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      const asStaff = await call(staff);
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This endpoint is for applicants' });
    }
    expect(await storedReplies(ticket.id)).toEqual([]);
    expect((await storedTicket(ticket.id)).status).toBe('open');
  });
});
