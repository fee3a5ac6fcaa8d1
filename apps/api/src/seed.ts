import { admins } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from './modules/auth/passwords';

export const DEMO_ADMIN_EMAIL = 'admin@visadesk.test';

/** Demo data goes only into an empty database, so a restart never resets what people changed. */
export async function seedDemoData(app: FastifyInstance): Promise<{ adminCreated: boolean }> {
  const existing = await app.db.select({ id: admins.id }).from(admins).limit(1);
  if (existing.length > 0) return { adminCreated: false };
  await app.db.insert(admins).values({
    name: 'VisaDesk Admin',
    email: DEMO_ADMIN_EMAIL,
    passwordHash: await hashPassword(app.config.ADMIN_PASSWORD),
    permissions: ['edit-admins'],
  });
  return { adminCreated: true };
}
