import { admins, eq, refreshTokens, users } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { loginAdmin, loginUser } from '../src/modules/auth/login';
import { retireDemoAdmin } from '../src/seed/demo-admin-in-production';
import { DEMO_ADMIN_EMAIL, DEMO_APPLICANT_EMAIL, seedDemoData } from '../src/seed/index';
import { buildTestApp, uniqueIp } from './helpers';

// Every pair the README publishes for the demo (README.md, "Demo" section).
const PUBLISHED = [
  { kind: 'admin', email: 'admin@visadesk.test', password: 'Admin#12345' },
  { kind: 'user', email: 'applicant@visadesk.test', password: 'Applicant#12345' },
] as const;

// A database a demo start created, with its agency (and so its demo applicant).
const ctx = await buildTestApp();
await seedDemoData(ctx.app, { requests: 3 });

const signIn = (kind: 'admin' | 'user', email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: kind === 'admin' ? '/api/auth/loginAdmin' : '/api/auth/loginUser',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

/** The sign-in functions as a production start's app runs them. */
const production = {
  db: ctx.db,
  signer: ctx.app.signer,
  config: { ...ctx.config, NODE_ENV: 'production' as const },
};
const signInUnderProduction = (kind: 'admin' | 'user', email: string, password: string) =>
  (kind === 'admin' ? loginAdmin : loginUser)(production, { email, password }, uniqueIp()).then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  );

describe("the README's way out of a demo database (start:prod with a new ADMIN_EMAIL/ADMIN_PASSWORD)", () => {
  it('leaves no published password that signs in, applicants included, and ends their sessions', async () => {
    // The demo as it was: every published pair signs in.
    for (const { kind, email, password } of PUBLISHED) {
      expect((await signIn(kind, email, password)).statusCode, `${email} in the demo`).toBe(200);
    }

    const retired = await retireDemoAdmin(ctx.db, {
      ADMIN_EMAIL: 'director@agency.example',
      ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
    });
    expect(retired).toEqual({
      created: 'director@agency.example',
      deactivated: [DEMO_ADMIN_EMAIL],
      applicants: 1,
    });

    for (const { kind, email, password } of PUBLISHED) {
      const res = await signIn(kind, email, password);
      expect(res.statusCode, `${email} after the production start`).toBe(401);
      expect(res.json().code).toBe('BAD_CREDENTIALS');
    }
    const [applicant] = await ctx.db.select().from(users).where(eq(users.email, DEMO_APPLICANT_EMAIL));
    const sessions = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subjectId, applicant!.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((t) => t.revokedAt !== null)).toBe(true);
    expect((await signIn('admin', 'director@agency.example', 'Tigris&Euphrates-1920')).statusCode).toBe(200);

    // A later start finds nothing more to retire.
    expect(await retireDemoAdmin(ctx.db, {})).toEqual({ created: null, deactivated: [], applicants: 0 });
  });

  it('retires a published applicant password on a start whose demo admin was already dealt with', async () => {
    const { hashPassword } = await import('../src/modules/auth/passwords');
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Applicant#12345') })
      .where(eq(users.email, DEMO_APPLICANT_EMAIL));
    expect((await signIn('user', DEMO_APPLICANT_EMAIL, 'Applicant#12345')).statusCode).toBe(200);
    expect(await retireDemoAdmin(ctx.db, {})).toEqual({ created: null, deactivated: [], applicants: 1 });
    expect((await signIn('user', DEMO_APPLICANT_EMAIL, 'Applicant#12345')).statusCode).toBe(401);
  });

  it('a production sign-in refuses every published password even if an operator restores the account', async () => {
    const { hashPassword } = await import('../src/modules/auth/passwords');
    // An operator re-enables the demo admin and puts the published passwords back by hand.
    await ctx.db
      .update(admins)
      .set({ isActive: true, passwordHash: await hashPassword('Admin#12345') })
      .where(eq(admins.email, DEMO_ADMIN_EMAIL));
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Applicant#12345') })
      .where(eq(users.email, DEMO_APPLICANT_EMAIL));
    for (const { kind, email, password } of PUBLISHED) {
      expect(await signInUnderProduction(kind, email, password), `${email} under production`).toBe(401);
      // The demo itself is unchanged: the same pair signs in outside production.
      expect((await signIn(kind, email, password)).statusCode, `${email} in the demo`).toBe(200);
    }
  });
});
