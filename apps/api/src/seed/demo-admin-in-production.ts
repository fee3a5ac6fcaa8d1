import { PERMISSIONS } from '@visadesk/contract';
import { admins, asc, type Db, inArray, sql, type Tx, users } from '@visadesk/db';
import { DEMO_ADMIN_PASSWORD } from '../lib/security/password-strength';
import { DEMO_ADMIN_EMAIL, PUBLISHED_CREDENTIALS } from '../lib/security/published-credentials';
import { randomToken } from '../lib/security/tokens';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { revokeSubject } from '../modules/auth/refresh-tokens';
import { StartRefused } from './first-admin';

interface Settings {
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
}

/**
 * Active admins who still sign in with the published demo password. Only two accounts can be
 * the seeded one: any admin with the demo address, and the oldest admin (the demo seeds it first
 * into an empty database, so it is that account even after a rename). Each check is one argon2
 * verification (about 15 ms of a core and 19 MiB), so every admin's hash is not checked at each
 * start; an admin someone gave the demo password by hand is outside what a start finds cheaply.
 */
export async function demoPasswordAdmins(db: Db): Promise<{ id: string; email: string }[]> {
  const oldest = db.select({ id: admins.id }).from(admins).orderBy(asc(admins.createdAt)).limit(1);
  const candidates = await db
    .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(
      sql`${admins.isActive} and (lower(${admins.email}) = ${DEMO_ADMIN_EMAIL} or ${admins.id} in (${oldest}))`,
    );
  const found: { id: string; email: string }[] = [];
  for (const admin of candidates) {
    if (await verifyPassword(admin.passwordHash, DEMO_ADMIN_PASSWORD)) {
      found.push({ id: admin.id, email: admin.email });
    }
  }
  return found;
}

/**
 * Applicants who still sign in with a published password: any with a published address, and the
 * oldest (the demo seeds its applicant first, so it is that account even after a rename). Each
 * candidate costs one argon2 check per published password.
 */
export async function publishedPasswordApplicants(db: Db): Promise<string[]> {
  const emails = PUBLISHED_CREDENTIALS.map((c) => c.email);
  const oldest = db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1);
  const candidates = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) in ${emails} or ${users.id} in (${oldest})`);
  const found: string[] = [];
  for (const user of candidates) {
    for (const { password } of PUBLISHED_CREDENTIALS) {
      if (await verifyPassword(user.passwordHash, password)) {
        found.push(user.id);
        break;
      }
    }
  }
  return found;
}

export interface Retired {
  /** The first admin created from ADMIN_EMAIL/ADMIN_PASSWORD, if any. */
  created: string | null;
  /** The demo admins deactivated (their password replaced and their sessions ended). */
  deactivated: string[];
  /** How many applicants had their published password replaced by one nobody knows (sessions ended). */
  applicants: number;
}

/**
 * A production start over a database the demo created (docs/decisions/0013): while an active admin
 * still signs in with the published password, the start is refused. With ADMIN_EMAIL and
 * ADMIN_PASSWORD set for an address no admin has yet, that admin is created with every permission
 * and the demo admin deactivated (its sessions ended), together, instead.
 */
export async function retireDemoAdmin(db: Db, settings: Settings): Promise<Retired> {
  const demo = await demoPasswordAdmins(db);
  const applicants = await publishedPasswordApplicants(db);
  if (demo.length === 0) {
    if (applicants.length > 0) await db.transaction((tx) => invalidateApplicants(tx, applicants));
    return { created: null, deactivated: [], applicants: applicants.length };
  }
  const emails = demo.map((a) => a.email).join(', ');
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = settings;
  const taken =
    email !== undefined &&
    (await db.select({ id: admins.id }).from(admins).where(sql`lower(${admins.email}) = lower(${email})`))
      .length > 0;
  if (!email || !password || taken) {
    throw new StartRefused(
      [
        `The active admin ${emails} still signs in with the published demo password (${DEMO_ADMIN_PASSWORD}): this database was started as the demo. Before a production start, either`,
        `    - set ADMIN_EMAIL and ADMIN_PASSWORD to an address no admin has yet${taken ? ` (${email} is taken)` : ''}: the start creates that admin with every permission and deactivates ${emails}; or`,
        `    - start the demo on this database (npm start with the same DATA_DIR or DATABASE_URL; it listens on 127.0.0.1 only), sign in as ${emails} and change its password on the profile page, or create your own admin and deactivate ${emails}.`,
      ].join('\n'),
    );
  }
  const passwordHash = await hashPassword(password);
  // A hash of a random password nobody saw: re-activating the account by mistake does not bring
  // the published password back.
  const unknownHash = await hashPassword(randomToken());
  await db.transaction(async (tx) => {
    await tx.insert(admins).values({
      name: 'Administrator',
      email,
      passwordHash,
      permissions: [...PERMISSIONS],
    });
    const ids = demo.map((a) => a.id);
    await tx
      .update(admins)
      .set({ isActive: false, passwordHash: unknownHash, updatedAt: new Date() })
      .where(inArray(admins.id, ids));
    for (const id of ids) await revokeSubject(tx, 'admin', id);
    await invalidateApplicants(tx, applicants);
  });
  return { created: email, deactivated: demo.map((a) => a.email), applicants: applicants.length };
}

/** Their password becomes one nobody knows and their sessions end; a mailed reset still works. */
async function invalidateApplicants(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unknownHash = await hashPassword(randomToken());
  await tx
    .update(users)
    .set({ passwordHash: unknownHash, updatedAt: new Date() })
    .where(inArray(users.id, ids));
  for (const id of ids) await revokeSubject(tx, 'user', id);
}
