import { PERMISSIONS } from '@visadesk/contract';
import { admins } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { passwordWeaknesses } from '../lib/security/password-strength';
import { hashPassword } from '../modules/auth/passwords';

/** A reason the server must not start, printed as it is. */
export class StartRefused extends Error {}

/**
 * Production's only way to a first admin: ADMIN_EMAIL and ADMIN_PASSWORD (strong), used once,
 * when the database has no admin. Without them an empty database refuses to start, so no
 * production server ever runs with a known or missing password. The admin holds every permission.
 */
export async function createFirstAdmin(app: FastifyInstance): Promise<{ created: string | null }> {
  const existing = await app.db.select({ id: admins.id }).from(admins).limit(1);
  if (existing.length > 0) return { created: null };
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = app.config;
  if (!email || !password) {
    throw new StartRefused(
      'The database has no admin yet. Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters, 3 kinds of character) to create the first one; see "Deploying to production" in the README.',
    );
  }
  const weak = passwordWeaknesses(password, email);
  if (weak.length > 0) throw new StartRefused(`ADMIN_PASSWORD: ${weak.join('; ')}`);
  await app.db
    .insert(admins)
    .values({
      name: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      permissions: [...PERMISSIONS],
    })
    .onConflictDoNothing();
  return { created: email };
}
