import { eq, loginFailures, users } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/modules/auth/passwords';
import { REAUTH_MAX } from '../src/modules/auth/reauth-limit';
import { registerApplicant } from './application-fixtures';
import { bearer, buildTestApp, createAdmin, createApplicant, login, uniqueIp } from './helpers';
import { lastMail, outbox } from './mail-fixtures';

/**
 * An applicant changes their password from the portal's profile (POST /api/Users/password): only
 * with the current one, ending their other sessions and mailing a notice; a stolen session can
 * neither guess the current password quickly nor without the account's sign-in noticing.
 */
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

/** registerApplicant's password; its applicants chose Arabic. */
const OLD = 'Baghdad2026!';
const NEW = 'Basra-River-2027';

type Headers = Record<string, string>;

const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/loginUser',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

/** A second device signing in: its own session (refresh-token family). */
async function session(email: string, password = OLD) {
  const res = await signIn(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return { headers: bearer(res.json().access_token as string), refresh: res.json().refresh_token as string };
}

const change = (headers: Headers, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Users/password',
    headers,
    payload,
    remoteAddress: uniqueIp(), // every try from a new address: the limit is the account's
  });

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refreshUserToken', payload: { refreshToken } });
const me = (headers: Headers) => ctx.app.inject({ url: '/api/Users/currentUserData', headers });

const storedHash = async (id: string) =>
  (await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

const accountFailures = async (email: string) => {
  const [row] = await ctx.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
  return row?.count ?? 0;
};

const noticesTo = async (email: string) => {
  await ctx.app.mailer.idle();
  return outbox(ctx).sent.filter((m) => m.to === email && m.template === 'password-changed');
};

describe('POST /api/Users/password', () => {
  it('changes the password with the right current one: the new one signs in, the old one no more', async () => {
    const applicant = await registerApplicant(ctx);
    const res = await change(applicant.headers, { oldPassword: OLD, newPassword: NEW });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await verifyPassword(await storedHash(applicant.id), NEW)).toBe(true);

    const withNew = await signIn(applicant.email, NEW);
    expect(withNew.statusCode, withNew.body).toBe(200);
    expect(withNew.json().user).toMatchObject({ id: applicant.id, email: applicant.email });
    const withOld = await signIn(applicant.email, OLD);
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().access_token).toBeUndefined();
    // The session that made the change (the one registration opened) is still signed in.
    expect((await me(applicant.headers)).statusCode).toBe(200);
    expect((await refresh(applicant.refreshToken)).statusCode).toBe(200);
  });

  it("keeps the calling session and ends the applicant's other sessions", async () => {
    const applicant = await registerApplicant(ctx);
    const laptop = await session(applicant.email);
    const phone = await session(applicant.email);
    // The laptop renews first: the session, not the first token, is what stays.
    const renewed = await refresh(laptop.refresh);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const laptopNow = {
      headers: bearer(renewed.json().access_token as string),
      refresh: renewed.json().refresh_token as string,
    };
    // The phone was just used: the server trusts its session for a few seconds unless told.
    expect((await me(phone.headers)).statusCode).toBe(200);

    const res = await change(laptopNow.headers, { oldPassword: OLD, newPassword: NEW });
    expect(res.statusCode, res.body).toBe(204);

    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(applicant.refreshToken)).statusCode).toBe(401); // the registration's session
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(applicant.headers)).statusCode).toBe(401);

    expect((await me(laptopNow.headers)).statusCode).toBe(200);
    const kept = await refresh(laptopNow.refresh);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await me(bearer(kept.json().access_token as string))).json()).toMatchObject({ id: applicant.id });
  });

  it('mails a notice to the applicant in their language', async () => {
    const arabic = await registerApplicant(ctx);
    expect(await noticesTo(arabic.email)).toEqual([]);
    expect((await change(arabic.headers, { oldPassword: OLD, newPassword: NEW })).statusCode).toBe(204);
    const notices = await noticesTo(arabic.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      to: arabic.email,
      locale: 'ar',
      template: 'password-changed',
      subject: 'تم تغيير كلمة مرور VisaDesk',
    });
    expect(notices[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(notices[0]!.text).toContain('نسيت كلمة المرور');
    // The notice carries neither password.
    expect(notices[0]!.text).not.toContain(NEW);
    expect(notices[0]!.html).not.toContain(NEW);
    expect(notices[0]!.text).not.toContain(OLD);

    const row = await createApplicant(ctx); // English by default
    const english = await session(row.email, row.password);
    expect((await change(english.headers, { oldPassword: row.password, newPassword: NEW })).statusCode).toBe(
      204,
    );
    const mail = await lastMail(ctx, row.email, 'password-changed');
    expect(mail).toMatchObject({ locale: 'en', subject: 'Your VisaDesk password was changed' });
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.text).toContain('Forgot password');
  });

  it('refuses a wrong current password with 400 naming body.oldPassword, counted as a failed sign-in', async () => {
    const applicant = await registerApplicant(ctx);
    const hash = await storedHash(applicant.id);
    const wrong = await change(applicant.headers, { oldPassword: 'not-my-password-1', newPassword: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: ['body.oldPassword: the current password is not correct'],
    });
    expect(await storedHash(applicant.id)).toBe(hash);
    expect(await accountFailures(applicant.email)).toBe(1);
    expect(await noticesTo(applicant.email)).toEqual([]);
    // The session that guessed wrong is not ended.
    expect((await me(applicant.headers)).statusCode).toBe(200);

    // Enough of them and signing in to the account asks for a captcha.
    for (let i = 0; i < 2; i++) {
      expect(
        (await change(applicant.headers, { oldPassword: `guess-${i}`, newPassword: NEW })).statusCode,
      ).toBe(400);
    }
    expect(await accountFailures(applicant.email)).toBe(3);
    const res = await signIn(applicant.email, OLD);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a weak or missing new password with 400, changing nothing', async () => {
    const applicant = await registerApplicant(ctx);
    const hash = await storedHash(applicant.id);
    for (const newPassword of ['short1', 'no-digits-in-this-one', '12345678901234', '']) {
      const res = await change(applicant.headers, { oldPassword: OLD, newPassword });
      expect([newPassword, res.statusCode]).toEqual([newPassword, 400]);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message[0]).toMatch(/^body\.newPassword: /);
    }
    const missing = await change(applicant.headers, { oldPassword: OLD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message[0]).toMatch(/^body\.newPassword: /);
    const noOld = await change(applicant.headers, { newPassword: NEW });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().message[0]).toMatch(/^body\.oldPassword: /);

    expect(await storedHash(applicant.id)).toBe(hash);
    expect(await accountFailures(applicant.email)).toBe(0); // never reached the password check
    expect(await noticesTo(applicant.email)).toEqual([]);
    expect((await signIn(applicant.email, OLD)).statusCode).toBe(200);
  });

  it('refuses no token with 401 and a staff token with 403', async () => {
    const anonymous = await change({}, { oldPassword: OLD, newPassword: NEW });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    const admin = await createAdmin(ctx);
    const signedIn = await login(ctx, admin.email, admin.password);
    const staff = bearer(signedIn.json().access_token as string);
    const res = await change(staff, { oldPassword: admin.password, newPassword: NEW });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This endpoint is for applicants' });
    // The admin's own password is untouched.
    expect((await login(ctx, admin.email, admin.password)).statusCode).toBe(200);
    expect((await login(ctx, admin.email, NEW)).statusCode).toBe(401);
  });

  it('answers 429 on the sixth try within the window, even with the right password', async () => {
    const applicant = await registerApplicant(ctx);
    const hash = await storedHash(applicant.id);
    // A malformed body never reaches the password check, so it uses up nothing.
    expect((await change(applicant.headers, { oldPassword: OLD })).statusCode).toBe(400);
    for (let i = 0; i < REAUTH_MAX; i++) {
      const wrong = await change(applicant.headers, { oldPassword: `guess-${i}`, newPassword: NEW });
      expect([i, wrong.statusCode]).toEqual([i, 400]);
    }
    const right = await change(applicant.headers, { oldPassword: OLD, newPassword: NEW });
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The refused try changed nothing and was not checked.
    expect(await storedHash(applicant.id)).toBe(hash);
    expect(await accountFailures(applicant.email)).toBe(REAUTH_MAX);
    expect(await noticesTo(applicant.email)).toEqual([]);

    // The limit is per account: another applicant is not held back.
    const other = await registerApplicant(ctx);
    const theirs = await change(other.headers, { oldPassword: OLD, newPassword: NEW });
    expect(theirs.statusCode, theirs.body).toBe(204);
  });
});
