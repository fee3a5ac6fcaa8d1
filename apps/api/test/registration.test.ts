import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql, users } from '@visadesk/db';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMail } from '../src/lib/mail/account-mails';
import { MailTokens } from '../src/lib/security/mail-tokens';
import { mailerPlugin, type OutboxMailer } from '../src/plugins/mailer';
import { buildTestApp, createApplicant, type TestContext, uniqueEmail, uniqueIp } from './helpers';
import { lastMail, linkToken, outbox } from './mail-fixtures';

const logLines: string[] = [];
const ctx = await buildTestApp(
  { LOGIN_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'info' },
  { logStream: { write: (l) => void logLines.push(l) } },
);

const register = (c: TestContext, email: string, extra: Record<string, unknown> = {}) =>
  c.app.inject({
    method: 'POST',
    url: '/api/auth/registerUser',
    payload: { fullName: 'Zainab Ali', email, locale: 'en', ...extra },
    remoteAddress: uniqueIp(),
  });
const post = (c: TestContext, url: string, payload: Record<string, unknown>) =>
  c.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });
const loginUser = (email: string, password: string) => post(ctx, '/api/auth/loginUser', { email, password });
/** An answer's body without its request id, which differs between any two requests. */
const answer = (res: { body: string }) => res.body.replace(/,"requestId":"[^"]*"/, '');
const accountsWith = async (email: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0]!.n;

describe('registration does not tell whether an email is registered', () => {
  it('answers a new and a taken email with the same status, body and headers', async () => {
    const taken = await createApplicant(ctx);
    const fresh = uniqueEmail('fresh');
    const a = await register(ctx, fresh);
    const b = await register(ctx, taken.email.toUpperCase());
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ status: 'verification_sent' });
    const shape = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(shape(b.headers)).toEqual(shape(a.headers));
    expect(b.headers['content-length']).toBe(a.headers['content-length']);
  });

  it('creates nothing until the link is followed; the link, with the password chosen there, signs the new applicant in', async () => {
    const email = uniqueEmail('newcomer');
    expect((await register(ctx, email, { phone: '+964 770 000 1111' })).statusCode).toBe(202);
    expect(await accountsWith(email)).toBe(0);

    const mail = await lastMail(ctx, email);
    expect(mail).toMatchObject({ template: 'verify-email', locale: 'en' });
    // The link opens the applicant portal, not the back office.
    expect(mail!.text).toContain(`${ctx.config.PORTAL_URL}/account/verify-email#token=`);
    // Nothing the registrant typed is repeated in the mail.
    expect(mail!.text).not.toContain('Zainab');
    const verified = await post(ctx, '/api/auth/verify-email', {
      token: linkToken(mail),
      password: 'Baghdad2026!',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ email, fullName: 'Zainab Ali', phone: '+964 770 000 1111' });
    const me = await ctx.app.inject({
      url: '/api/Users/currentUserData',
      headers: { authorization: `Bearer ${verified.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ email, locale: 'en' });
    expect((await loginUser(email, 'Baghdad2026!')).statusCode).toBe(200);
    expect(await accountsWith(email)).toBe(1);
  });

  it("links an Arabic registrant to the portal's Arabic verification page", async () => {
    const email = uniqueEmail('arabic');
    expect((await register(ctx, email, { locale: 'ar' })).statusCode).toBe(202);
    const mail = await lastMail(ctx, email, 'verify-email');
    expect(mail).toMatchObject({ locale: 'ar' });
    expect(mail!.text).toContain(`${ctx.config.PORTAL_URL}/ar/account/verify-email#token=`);
  });

  it('mails the owner of a taken address a warning, in their language, and creates no second account', async () => {
    const owner = await createApplicant(ctx);
    await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, owner.id));
    const res = await register(ctx, owner.email, {
      fullName: 'Mallory <b>Evil</b>',
      password: 'Takeover2026!',
    });
    expect(res.statusCode).toBe(202);
    const mail = await lastMail(ctx, owner.email);
    expect(mail).toMatchObject({ template: 'already-registered', locale: 'ar' });
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).not.toContain('#token=');
    expect(mail!.text + mail!.html).not.toContain('Mallory');
    expect(await lastMail(ctx, owner.email, 'verify-email')).toBeUndefined();
    expect(await accountsWith(owner.email)).toBe(1);
    // The owner's password still works; the registrant's does not.
    expect((await loginUser(owner.email, owner.password)).statusCode).toBe(200);
    expect((await loginUser(owner.email, 'Takeover2026!')).statusCode).toBe(401);
  });

  it('refuses a second use of a link without creating a second account', async () => {
    const email = uniqueEmail('twice');
    await register(ctx, email);
    const token = linkToken(await lastMail(ctx, email, 'verify-email'));
    expect((await post(ctx, '/api/auth/verify-email', { token, password: 'Baghdad2026!' })).statusCode).toBe(
      200,
    );
    const again = await post(ctx, '/api/auth/verify-email', { token, password: 'Baghdad2026!' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED' });
    expect(again.json().access_token).toBeUndefined();
    expect(await accountsWith(email)).toBe(1);
  });

  it('lets only the first of two pending registrations of one address create it', async () => {
    const email = uniqueEmail('race');
    await register(ctx, email);
    const first = linkToken(await lastMail(ctx, email, 'verify-email'));
    await register(ctx, email.toUpperCase());
    const second = linkToken(await lastMail(ctx, email, 'verify-email'));
    const results = await Promise.all([
      post(ctx, '/api/auth/verify-email', { token: first, password: 'FirstPass2026' }),
      post(ctx, '/api/auth/verify-email', { token: second, password: 'SecondPass2026' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await accountsWith(email)).toBe(1);
  });

  it('refuses a tampered, forged, expired or wrong-purpose token', async () => {
    const email = uniqueEmail('tamper');
    await register(ctx, email);
    const token = linkToken(await lastMail(ctx, email, 'verify-email'));
    const [h, k, iv, ct, tag] = token.split('.');
    const flip = (s: string) =>
      s[5] === 'A' ? `${s.slice(0, 5)}B${s.slice(6)}` : `${s.slice(0, 5)}A${s.slice(6)}`;
    const sameClaims = {
      fullName: 'X Y',
      email,
      phone: null,
      locale: 'en',
      passwordHash: '$argon2id$v=19$x',
    };
    const bad = [
      [h, k, iv, flip(ct!), tag].join('.'),
      [h, k, iv, ct, flip(tag!)].join('.'),
      await new MailTokens('another-secret-that-is-long-enough-to-use').seal('register', sameClaims, 3600),
      await new MailTokens(ctx.config.JWT_SECRET).seal('register', sameClaims, -60),
      await new MailTokens(ctx.config.JWT_SECRET).seal('reset-password', sameClaims, 3600),
      'x'.repeat(40),
    ];
    for (const t of bad) {
      const res = await post(ctx, '/api/auth/verify-email', { token: t, password: 'Baghdad2026!' });
      expect(res.statusCode, t).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
    expect(await accountsWith(email)).toBe(0);
  });

  it('keeps the details out of the link (the token is encrypted) and binds no password to it', async () => {
    const email = uniqueEmail('sealed');
    await register(ctx, email, { phone: '+964 780 555 1234' });
    const token = linkToken(await lastMail(ctx, email, 'verify-email'));
    const readable = token
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    expect(readable).not.toContain('argon2');
    expect(readable).not.toContain(email);
    expect(readable).not.toContain('555 1234');
  });

  it('logs a recorded mail with its template and domain only, and keeps a private outbox file outside production', async () => {
    const email = uniqueEmail('logged');
    await register(ctx, email);
    const token = linkToken(await lastMail(ctx, email, 'verify-email'));
    const line = logLines.find((l) => l.includes('mail recorded') && l.includes('verify-email'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 30, domain: 'visadesk.test', template: 'verify-email' });
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n')).not.toContain(email);

    const dir = join(ctx.config.DATA_DIR, 'outbox');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    const mine = files.find((f) => f.endsWith('verify-email.json') && statSync(join(dir, f)).size > 0);
    expect(mine).toBeDefined();
    expect(statSync(join(dir, mine!)).mode & 0o777).toBe(0o600);
  });

  it('sends at most five account mails an hour to one address, answering the same beyond', async () => {
    const owner = await createApplicant(ctx);
    const before = outbox(ctx).sent.filter((m) => m.to === owner.email).length;
    for (let i = 0; i < 7; i++) expect((await register(ctx, owner.email)).statusCode).toBe(202);
    await ctx.app.mailer.idle();
    expect(outbox(ctx).sent.filter((m) => m.to === owner.email).length - before).toBe(5);
  });

  it('declares the registration routes public in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/registerUser',
      '/api/auth/verify-email',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ]) {
      expect(doc.paths[path].post.security, path).toEqual([]);
    }
    expect(doc.paths['/api/auth/registerUser'].post.responses['202']).toBeDefined();
    expect(doc.paths['/api/auth/registerUser'].post.responses['409']).toBeUndefined();
  });
});

describe('the mailer without SMTP_URL in production', () => {
  it('warns at start, and records mails without writing them to disk', async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-mail-'));
    const app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
    app.decorate('config', { ...ctx.config, NODE_ENV: 'production', SMTP_URL: undefined, DATA_DIR: dataDir });
    await app.register(mailerPlugin);
    await app.ready();
    expect(lines.some((l) => JSON.parse(l).level === 40 && l.includes('SMTP_URL is not set'))).toBe(true);
    app.mailer.send(
      accountMail('verify-email', 'someone@example.org', 'en', 'https://x/#token=secret-token'),
    );
    await app.mailer.idle();
    expect((app.mailer as OutboxMailer).sent).toHaveLength(1);
    expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
    expect(lines.join('\n')).not.toContain('secret-token');
    await app.close();
  });
});

describe('account mails', () => {
  it('escape what they interpolate, in plain text and HTML, in both languages', () => {
    const link = 'https://visadesk.example/account/verify-email#token=a"><script>x</script>';
    for (const locale of ['en', 'ar'] as const) {
      const mail = accountMail('verify-email', 'someone@example.com', locale, link);
      expect(mail.text).toContain(link);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
      expect(mail.html).toContain(`lang="${locale}"`);
    }
    expect(accountMail('reset-password', 'a@b.c', 'ar', 'https://x/y').html).toContain('dir="rtl"');
  });
});

describe('password reset for applicants', () => {
  it('answers a known and an unknown email alike; only the known one gets a link', async () => {
    const known = await createApplicant(ctx);
    const unknown = uniqueEmail('nobody');
    const a = await post(ctx, '/api/auth/forgot-password', { email: known.email });
    const b = await post(ctx, '/api/auth/forgot-password', { email: unknown });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ status: 'reset_sent' });
    const link = (await lastMail(ctx, known.email, 'reset-password'))!.text;
    expect(link).toContain(`${ctx.config.PORTAL_URL}/account/reset-password#token=`);
    expect(await lastMail(ctx, unknown)).toBeUndefined();
  });

  it("links an Arabic applicant to the portal's Arabic reset page", async () => {
    const applicant = await createApplicant(ctx);
    await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, applicant.id));
    await post(ctx, '/api/auth/forgot-password', { email: applicant.email });
    const mail = await lastMail(ctx, applicant.email, 'reset-password');
    expect(mail!.text).toContain(`${ctx.config.PORTAL_URL}/ar/account/reset-password#token=`);
  });

  it('sets the new password once and ends every session', async () => {
    const applicant = await createApplicant(ctx);
    const session = (await loginUser(applicant.email, applicant.password)).json();
    await post(ctx, '/api/auth/forgot-password', { email: applicant.email });
    const token = linkToken(await lastMail(ctx, applicant.email, 'reset-password'));

    const weak = await post(ctx, '/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const done = await post(ctx, '/api/auth/reset-password', { token, password: 'NewPassword2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'password_reset' });

    const refresh = await post(ctx, '/api/auth/refreshUserToken', { refreshToken: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
    expect((await loginUser(applicant.email, applicant.password)).statusCode).toBe(401);
    expect((await loginUser(applicant.email, 'NewPassword2026')).statusCode).toBe(200);

    const again = await post(ctx, '/api/auth/reset-password', { token, password: 'Another2026x' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await loginUser(applicant.email, 'NewPassword2026')).statusCode).toBe(200);
  });

  it('does not accept a verification token as a reset token', async () => {
    const email = uniqueEmail('crossover');
    await register(ctx, email);
    const token = linkToken(await lastMail(ctx, email, 'verify-email'));
    const res = await post(ctx, '/api/auth/reset-password', { token, password: 'NewPassword2026' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a blocked applicant signing in', () => {
  it('gets exactly the unknown-email answer with a wrong password, and 403 only with the right one', async () => {
    const blocked = await createApplicant(ctx, { isBlocked: true });
    const wrong = await loginUser(blocked.email, 'Wrong#Password1');
    const unknown = await loginUser(uniqueEmail('ghost'), 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);
    expect(answer(wrong)).toBe(answer(unknown));
    expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS' });

    const right = await loginUser(blocked.email, blocked.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().access_token).toBeUndefined();
  });

  it('answers like an unknown email while the guard wants a captcha, even with the right password', async () => {
    const blocked = await createApplicant(ctx, { isBlocked: true });
    const ghost = uniqueEmail('ghost');
    const attempt = (email: string, password: string) => loginUser(email, password);
    // Failures from many addresses: the per-email count must trip whether or not the account exists.
    const answers: [number, string][] = [];
    for (let i = 0; i < ctx.config.CAPTCHA_AFTER_FAILURES + 2; i++) {
      const a = await attempt(blocked.email, `Wrong#Password${i}`);
      const b = await attempt(ghost, `Wrong#Password${i}`);
      expect([b.statusCode, answer(b)]).toEqual([a.statusCode, answer(a)]);
      answers.push([a.statusCode, a.json().code]);
    }
    expect(answers.at(-1)![0]).not.toBe(401);
    const right = await attempt(blocked.email, blocked.password);
    const ghostRight = await attempt(ghost, blocked.password);
    expect(right.statusCode).not.toBe(403);
    expect([right.statusCode, answer(right)]).toEqual([ghostRight.statusCode, answer(ghostRight)]);
  });
});

describe('delivery through a real SMTP server', async () => {
  const received: { from: string; to: string[]; raw: string; user?: string | undefined }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  const smtp = await buildTestApp({
    SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    MAIL_FROM: 'VisaDesk <no-reply@agency.example>',
    PORTAL_URL: 'https://portal.agency.example',
  });

  it('sends the verification mail with nodemailer, and its link signs the applicant in', async () => {
    expect(smtp.app.mailer.driver).toBe('smtp');
    const email = uniqueEmail('smtp');
    expect((await register(smtp, email)).statusCode).toBe(202);
    await smtp.app.mailer.idle();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail, 'the SMTP server received the mail').toBeDefined();
    expect(mail!.user).toBe('mailer');
    expect(mail!.from).toBe('no-reply@agency.example');
    // Read as a mail program would (MIME parts, quoted-printable), with only the parts it has.
    const read = await simpleParser(mail!.raw, { skipHtmlToText: true, skipTextToHtml: true });
    expect(read.subject).toBe('Confirm your email address for VisaDesk');
    expect(read.to).toMatchObject({ value: [{ address: email }] });
    const token = linkToken({ text: read.text ?? '' });
    const link = `https://portal.agency.example/account/verify-email#token=${token}`;
    expect(read.text).toContain(link);
    expect(read.html || '', 'the mail has an HTML part with the same link').toContain(`href="${link}"`);
    const verified = await post(smtp, '/api/auth/verify-email', { token, password: 'Baghdad2026!' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user.email).toBe(email);
  });
});
