import { describe, expect, it } from 'vitest';
import { APPLICANT_MAIL_TEXTS } from '../src/lib/mail/applicant-mail-texts';
import { MailTokens } from '../src/lib/security/mail-tokens';
import { registerApplicant } from './application-fixtures';
import { bearer, buildTestApp, createAdmin, login, uniqueEmail, uniqueIp } from './helpers';
import { linkToken, outbox } from './mail-fixtures';

// A visitor's ticket names any address, typed by anyone: a staff answer must not turn the agency
// into a mailer of someone else's words (or of staff's words about them) to that address.
const PORTAL = 'https://portal.agency.example';
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', PORTAL_URL: PORTAL });
const admin = await createAdmin(ctx);
const staff = bearer((await login(ctx, admin.email, admin.password)).json().access_token as string);

const VISITOR = {
  name: 'Win a prize at evil.example',
  subject: 'Claim your refund at https://evil.example/claim',
  message: 'Your account is suspended; confirm your card at https://evil.example/card now.',
};
const ANSWER = 'Thank you, we received your card details and will charge it today.';

async function visitorTicket(fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers,
    payload: { ...VISITOR, email: uniqueEmail('target'), ...fields },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string };
}

async function staffAnswers(ticketId: string, body = ANSWER) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/tickets/${ticketId}/replies`,
    headers: staff,
    payload: { body },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function mailsTo(to: string) {
  await ctx.app.mailer.idle();
  return outbox(ctx).sent.filter((m) => m.to === to);
}

const readAnswer = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ticket/answer',
    payload: { token },
    remoteAddress: uniqueIp(),
  });

describe("a staff answer to a visitor's ticket", () => {
  it("mails the ticket's address none of the visitor's text and none of the answer", async () => {
    const ticket = await visitorTicket();
    await staffAnswers(ticket.id);
    const mails = await mailsTo(ticket.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
    for (const typed of [VISITOR.name, VISITOR.subject, VISITOR.message, 'evil.example', ANSWER, 'card'])
      expect(all, typed).not.toContain(typed);
    const en = APPLICANT_MAIL_TEXTS.en.ticketNotice;
    expect(mail).toMatchObject({ template: 'ticket-answered-notice', locale: 'en', subject: en.subject });
    expect(mail.text).toContain(en.intro);
    expect(mail.text).toContain(`${en.action}: ${PORTAL}/contact/answer#token=`);
  });

  it("lets whoever holds the mailbox read the answer through the notice's link", async () => {
    const ticket = await visitorTicket();
    await staffAnswers(ticket.id);
    const [mail] = await mailsTo(ticket.email);
    const res = await readAnswer(linkToken(mail));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: ticket.id,
      subject: VISITOR.subject,
      message: VISITOR.message,
      status: 'in-progress',
      lastReplyBy: 'staff',
    });
    expect(detail.replies).toEqual([
      { id: expect.any(String), author: 'staff', body: ANSWER, createdAt: expect.any(String) },
    ]);
    // The visitor's contact details and the staff member's name stay out of it.
    expect(res.body).not.toContain(ticket.email);
    expect(res.body).not.toContain(admin.email);
  });

  it('writes the notice in Arabic, right to left, linking the Arabic page, for an Arabic ticket', async () => {
    const ticket = await visitorTicket({ locale: 'ar', name: 'زينب', subject: 'سؤال عن الدفع' });
    await staffAnswers(ticket.id, 'تمت إعادة المبلغ');
    const [mail] = await mailsTo(ticket.email);
    const ar = APPLICANT_MAIL_TEXTS.ar.ticketNotice;
    expect(mail).toMatchObject({ template: 'ticket-answered-notice', locale: 'ar', subject: ar.subject });
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain(`${PORTAL}/ar/contact/answer#token=`);
    for (const typed of ['زينب', 'سؤال عن الدفع', 'تمت إعادة المبلغ'])
      expect(mail!.text + mail!.html).not.toContain(typed);
  });

  it("refuses a forged, foreign-purpose or applicant ticket's token with 400, showing nothing", async () => {
    const ticket = await visitorTicket();
    await staffAnswers(ticket.id);
    const applicant = await registerApplicant(ctx);
    const theirs = await visitorTicket({}, applicant.headers);
    const tokens = new MailTokens(ctx.config.JWT_SECRET);
    const bad = [
      'x'.repeat(40),
      await new MailTokens('another-secret-that-is-long-enough-to-use').seal(
        'ticket-answer',
        { sub: ticket.id },
        3600,
      ),
      await tokens.seal('reset-password', { sub: ticket.id }, 3600),
      await tokens.seal('ticket-answer', { sub: ticket.id }, -60),
      // A signed-in applicant reads their conversation signed in, never by a link.
      await tokens.seal('ticket-answer', { sub: theirs.id }, 3600),
    ];
    for (const token of bad) {
      const res = await readAnswer(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'TOKEN_INVALID' });
      expect(res.body).not.toContain(ANSWER);
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/ticket/answer', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().message)).toContain('token');
  });
});
