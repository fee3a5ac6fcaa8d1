import { PERMISSIONS } from '@visadesk/contract';
import { admins, eq, refreshTokens } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { retireDemoAdmin } from '../src/seed/demo-admin-in-production';
import { StartRefused } from '../src/seed/first-admin';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../src/seed/index';
import { buildTestApp, login } from './helpers';

// A database a demo start created: the demo seed ran in it (no ADMIN_PASSWORD, so Admin#12345).
const ctx = await buildTestApp();
await seedDemoData(ctx.app);
const [demo] = await ctx.db.select().from(admins).where(eq(admins.email, DEMO_ADMIN_EMAIL));
const demoHash = demo!.passwordHash;

const setDemo = (fields: Partial<typeof admins.$inferInsert>) =>
  ctx.db.update(admins).set(fields).where(eq(admins.id, demo!.id));

/** What the production start decides over this database, with these first-admin settings. */
const productionStart = (settings: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string } = {}) =>
  retireDemoAdmin(ctx.db, settings);

describe('a production start over a database the demo created', () => {
  it('is refused while the demo admin signs in with the published password, saying what to do', async () => {
    expect((await login(ctx, DEMO_ADMIN_EMAIL, 'Admin#12345')).statusCode).toBe(200);
    const refusal = productionStart();
    await expect(refusal).rejects.toThrow(StartRefused);
    const message = await productionStart().catch((e: Error) => e.message);
    expect(message).toContain(`The active admin ${DEMO_ADMIN_EMAIL} still signs in with the published`);
    expect(message).toContain('set ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(message).toContain(`deactivate ${DEMO_ADMIN_EMAIL}`);
    expect(message).toContain('change its password');
  });

  it('is refused when the demo admin was only renamed, or its address typed in capitals', async () => {
    await setDemo({ email: 'ops@agency.example' });
    await expect(productionStart()).rejects.toThrow(/ops@agency\.example still signs in/);
    await setDemo({ email: 'Admin@VisaDesk.test' });
    await expect(productionStart()).rejects.toThrow(/Admin@VisaDesk\.test still signs in/);
    await setDemo({ email: DEMO_ADMIN_EMAIL });
  });

  it('starts once the demo admin has another password', async () => {
    await setDemo({ passwordHash: await hashPassword('Another#Secret-2026') });
    expect(await productionStart()).toEqual({ created: null, deactivated: [], applicants: 0 });
    await setDemo({ passwordHash: demoHash });
  });

  it('starts once the demo admin is deactivated', async () => {
    await setDemo({ isActive: false });
    expect(await productionStart()).toEqual({ created: null, deactivated: [], applicants: 0 });
    await setDemo({ isActive: true });
    await expect(productionStart()).rejects.toThrow(StartRefused);
  });

  it('refuses an ADMIN_EMAIL some admin already has, rather than guessing', async () => {
    await expect(
      productionStart({ ADMIN_EMAIL: 'ADMIN@visadesk.test', ADMIN_PASSWORD: 'Tigris&Euphrates-1920' }),
    ).rejects.toThrow(/ADMIN@visadesk\.test is taken/);
  });

  it('with a new ADMIN_EMAIL, creates that admin and retires the demo one with its sessions', async () => {
    const signedIn = await login(ctx, DEMO_ADMIN_EMAIL, 'Admin#12345');
    expect(signedIn.statusCode).toBe(200);
    expect(
      await productionStart({
        ADMIN_EMAIL: 'director@agency.example',
        ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
      }),
    ).toEqual({ created: 'director@agency.example', deactivated: [DEMO_ADMIN_EMAIL], applicants: 0 });

    const [director] = await ctx.db.select().from(admins).where(eq(admins.email, 'director@agency.example'));
    expect(director!.permissions).toEqual([...PERMISSIONS]);
    expect((await login(ctx, 'director@agency.example', 'Tigris&Euphrates-1920')).statusCode).toBe(200);
    expect((await login(ctx, DEMO_ADMIN_EMAIL, 'Admin#12345')).statusCode).toBe(401);
    const demoSessions = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subjectId, demo!.id));
    expect(demoSessions.length).toBeGreaterThan(0);
    expect(demoSessions.every((t) => t.revokedAt !== null)).toBe(true);
    // The next start has nothing left to refuse or create.
    expect(
      await productionStart({
        ADMIN_EMAIL: 'director@agency.example',
        ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
      }),
    ).toEqual({ created: null, deactivated: [], applicants: 0 });
  });
});
