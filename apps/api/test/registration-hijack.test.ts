import { count, eq, sql, users } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail, uniqueIp } from './helpers';
import { linkToken, outbox } from './mail-fixtures';

// Pre-hijack: an attacker registers the victim's address first, with a password of their own, and
// hopes the victim follows a mail that looks like the one they asked for.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });
const register = (email: string, password: string) =>
  post('/api/auth/registerUser', { fullName: 'Zainab Ali', email, password, locale: 'en' });
const signIn = async (email: string, password: string) =>
  (await post('/api/auth/loginUser', { email, password })).statusCode;
const accountsWith = async (email: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0]!.n;

const ATTACKER = 'Attacker2026pass';
const VICTIM = 'Victim2026pass';
const CHOSEN = 'ChosenOnLink2026';

/** The attacker, then the victim, ask for an account at the victim's address: two verification mails. */
async function bothRegister() {
  const email = uniqueEmail('victim');
  expect((await register(email, ATTACKER)).statusCode).toBe(202);
  expect((await register(email, VICTIM)).statusCode).toBe(202);
  await ctx.app.mailer.idle();
  const mails = outbox(ctx).sent.filter((m) => m.to === email && m.template === 'verify-email');
  expect(mails).toHaveLength(2);
  return { email, attackersMail: mails[0]!, victimsMail: mails[1]! };
}

describe('registering an address someone else registered first', () => {
  for (const which of ['attackersMail', 'victimsMail'] as const) {
    it(`gives the account the password chosen on the link page (following the ${which === 'attackersMail' ? "attacker's" : "victim's own"} mail)`, async () => {
      const { email, ...mails } = await bothRegister();
      const res = await post('/api/auth/verify-email', { token: linkToken(mails[which]), password: CHOSEN });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.email).toBe(email);
      expect(await signIn(email, CHOSEN)).toBe(200);
      expect(await signIn(email, ATTACKER)).toBe(401);
      expect(await signIn(email, VICTIM)).toBe(401);
      expect(await accountsWith(email)).toBe(1);
    });
  }

  it('creates nothing when the link is followed without a password, and says which field is missing', async () => {
    const { email, attackersMail } = await bothRegister();
    const res = await post('/api/auth/verify-email', { token: linkToken(attackersMail) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(res.json().message)).toContain('password');
    expect(res.json().access_token).toBeUndefined();
    expect(await accountsWith(email)).toBe(0);
    expect(await signIn(email, ATTACKER)).toBe(401);
  });

  it('refuses a weak password on the link page, with the rule the rest of the app uses', async () => {
    const { email, victimsMail } = await bothRegister();
    const res = await post('/api/auth/verify-email', { token: linkToken(victimsMail), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toMatch(/password.*at least 10/);
    expect(await accountsWith(email)).toBe(0);
  });

  it('lets the first link followed create the account; the other link then creates nothing', async () => {
    const { email, attackersMail, victimsMail } = await bothRegister();
    expect(
      (await post('/api/auth/verify-email', { token: linkToken(victimsMail), password: CHOSEN })).statusCode,
    ).toBe(200);
    const late = await post('/api/auth/verify-email', {
      token: linkToken(attackersMail),
      password: ATTACKER,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ALREADY_VERIFIED' });
    expect(await signIn(email, ATTACKER)).toBe(401);
    expect(await signIn(email, CHOSEN)).toBe(200);
  });
});
